import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppStart } from '../src/app/AppStart';
import { getDeviceId } from '../src/lib/device';

describe('start-up', () => {
  it('shows a spinner until the first session refresh is done, and starts it once', async () => {
    let finish: () => void = () => undefined;
    let calls = 0;
    const start = () => {
      calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    render(
      <StrictMode>
        <AppStart start={start}>
          <p>the app</p>
        </AppStart>
      </StrictMode>,
    );
    expect(screen.getByRole('status').textContent).toContain('Starting Pen');
    expect(screen.queryByText('the app')).toBeNull();
    await act(async () => finish());
    expect(screen.getByText('the app')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('starts signed out rather than hanging when the refresh fails', async () => {
    render(
      <AppStart start={() => Promise.reject(new Error('offline'))}>
        <p>the app</p>
      </AppStart>,
    );
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('generates the device id once and keeps it in local storage', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('deviceId')).toBe(id);
    expect(getDeviceId()).toBe(id);
  });
});
