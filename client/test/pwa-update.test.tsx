import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpdateReloader, UpdatableWorker } from '../src/pwa/update-reload';

/** A service worker as the page sees it: a state, statechange events and postMessage. */
class FakeWorker extends EventTarget implements UpdatableWorker {
  readonly postMessage = vi.fn<(message: { type: 'SKIP_WAITING' }) => void>();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(async () => undefined);
}

/** navigator.serviceWorker: the controlling worker, register() and controllerchange events. */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly register = vi.fn(async (_url: string, _opts: RegistrationOptions) => this.registration);
  constructor(readonly registration: FakeRegistration) {
    super();
  }
  takeControl(worker: FakeWorker): void {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

describe('createUpdateReloader', () => {
  it('does not reload when a worker takes control without an update being asked for', () => {
    const reload = vi.fn();
    const reloader = createUpdateReloader(reload);
    const container = new EventTarget();
    container.addEventListener('controllerchange', reloader.onControllerChange);

    // First install: sw.js claims the page; another tab's update also lands here.
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));

    expect(reload).not.toHaveBeenCalled();
  });

  it('asks the waiting version to take over and reloads once, when it has', () => {
    const reload = vi.fn();
    const reloader = createUpdateReloader(reload);
    const container = new EventTarget();
    container.addEventListener('controllerchange', reloader.onControllerChange);
    const waiting = new FakeWorker('installed');

    reloader.requestUpdate(waiting);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when the new version is already in charge (updated from another tab)', () => {
    const reload = vi.fn();
    const reloader = createUpdateReloader(reload);
    const active = new FakeWorker('activated');

    reloader.requestUpdate(active);
    reloader.onControllerChange();

    expect(active.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('service worker registration with the Update now banner', () => {
  let registration: FakeRegistration;
  let container: FakeContainer;

  beforeEach(() => {
    vi.resetModules(); // service-worker.ts keeps the waiting version in module state
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    registration = new FakeRegistration();
    container = new FakeContainer(registration);
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  async function start(reload: () => void) {
    const { registerServiceWorker } = await import('../src/pwa/service-worker');
    const { UpdateBanner } = await import('../src/pwa/UpdateBanner');
    render(<UpdateBanner />);
    await act(async () => {
      await registerServiceWorker(reload);
    });
    expect(container.register).toHaveBeenCalledWith(expect.stringMatching(/^\/sw\.js\?build=/), { scope: '/' });
  }

  it('keeps the page on the first visit, when the new worker claims it', async () => {
    const reload = vi.fn();
    const first = new FakeWorker('installing');
    registration.installing = first;
    await start(reload);

    act(() => {
      first.moveTo('installed');
      first.moveTo('activated');
      container.takeControl(first);
    });

    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText('A new version of Pen is available.')).toBeNull();
  });

  it('shows the banner for a waiting version and reloads only after Update now', async () => {
    const reload = vi.fn();
    container.controller = new FakeWorker('activated');
    const next = new FakeWorker('installing');
    registration.installing = next;
    await start(reload);
    expect(screen.queryByRole('button', { name: 'Update now' })).toBeNull();

    act(() => next.moveTo('installed'));
    const button = await screen.findByRole('button', { name: 'Update now' });
    expect(screen.getByText('A new version of Pen is available.')).toBeTruthy();

    fireEvent.click(button);
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(screen.getByRole('button', { name: 'Updating…' })).toHaveProperty('disabled', true);
    expect(reload).not.toHaveBeenCalled();

    act(() => {
      next.moveTo('activated');
      container.takeControl(next);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('finds a version already waiting when the page opens', async () => {
    const reload = vi.fn();
    container.controller = new FakeWorker('activated');
    registration.waiting = new FakeWorker('installed');
    await start(reload);

    expect(await screen.findByRole('button', { name: 'Update now' })).toBeTruthy();
    act(() => container.takeControl(new FakeWorker('activated'))); // another tab updated
    expect(reload).not.toHaveBeenCalled();
  });
});
