import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { activateLocale } from '../src/lib/i18n/activate';

// The jsdom environment puts jsdom's AbortController on the global object, but fetch stays Node's
// (undici), which on Node 24 refuses a signal that is not its own ("Expected signal to be an
// instance of AbortSignal"). In the browser both come from one realm; here the abort is forwarded
// by hand so components that cancel or time out their requests behave as they do in the browser.
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const signal = init?.signal;
  if (!signal) return nodeFetch(input, init);
  const aborted = () => (signal.reason as unknown) ?? new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  const rest: RequestInit = { ...init, signal: undefined };
  return new Promise<Response>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    nodeFetch(input, rest).then(resolve, reject);
  });
};

// jsdom lacks what Radix's menus and dialogs call (Popper measures with ResizeObserver, menus
// capture the pointer and scroll the focused item into view); empty stand-ins as in a headless page.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// Component tests read the app in English, as main.tsx would start it for an English browser.
await activateLocale('en');

// Every render has the app's I18nProvider around it (outside the test's own wrapper), as in App.
type Wrapper = ComponentType<{ children: ReactNode }>;
const withI18n = (Inner?: Wrapper): Wrapper =>
  function I18nWrapper({ children }) {
    return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
  };
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof import('@testing-library/react')>();
  const render = (ui: ReactNode, options: { wrapper?: Wrapper } = {}) => rtl.render(ui, { ...options, wrapper: withI18n(options.wrapper) });
  const renderHook = (hook: () => unknown, options: { wrapper?: Wrapper } = {}) => rtl.renderHook(hook, { ...options, wrapper: withI18n(options.wrapper) });
  return { ...rtl, render, renderHook };
});

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  await activateLocale('en');
});
