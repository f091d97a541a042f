import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
