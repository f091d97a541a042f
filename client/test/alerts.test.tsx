import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS, AlertProvider, AlertType, useAlerts } from '../src/components/alerts/AlertProvider';
import { playSound, soundPath } from '../src/lib/sound';

function Trigger({ message, type }: { message: string; type?: AlertType }) {
  const { showAlert } = useAlerts();
  return (
    <button type="button" onClick={() => showAlert(message, type)}>
      show
    </button>
  );
}

const show = (message: string, type?: AlertType) => {
  render(
    <AlertProvider>
      <Trigger message={message} type={type} />
    </AlertProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
};

describe('alerts', () => {
  let played: string[];

  beforeEach(() => {
    played = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return Promise.resolve();
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the message as an info alert by default and plays the info sound', () => {
    show('Saved to drafts');
    const alert = screen.getByRole('status');
    expect(alert.textContent).toContain('Saved to drafts');
    expect(alert.className).toContain('alert-info');
    expect(played).toEqual(['/sounds/info.mp3']);
  });

  it.each<AlertType>(['info', 'success', 'warning', 'error'])('plays /sounds/%s.mp3 for a %s alert', (type) => {
    show(`A ${type} alert`, type);
    expect(played).toEqual([`/sounds/${type}.mp3`]);
    expect(soundPath(type)).toBe(`/sounds/${type}.mp3`);
  });

  it('announces errors as alerts', () => {
    show('Upload failed: too big', 'error');
    expect(screen.getByRole('alert').textContent).toContain('Upload failed: too big');
  });

  it('disappears after 7 seconds', () => {
    vi.useFakeTimers();
    show('Gone soon', 'success');
    act(() => void vi.advanceTimersByTime(ALERT_DURATION_MS - 1));
    expect(screen.queryByText('Gone soon')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Gone soon')).toBeNull();
    expect(ALERT_DURATION_MS).toBe(7000);
  });

  it('disappears when closed', () => {
    show('Close me', 'warning');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Close me')).toBeNull();
  });

  it('still shows the alert when the browser refuses to play sound', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.reject(new DOMException('autoplay blocked', 'NotAllowedError')));
    show('Silent but visible', 'error');
    expect(screen.getByRole('alert').textContent).toContain('Silent but visible');
  });

  it('playing never throws, even when play itself throws', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
      throw new Error('no audio device');
    });
    expect(() => playSound('info')).not.toThrow();
  });
});
