import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaGallery, ShownMedia } from '../src/components/media/MediaGallery';
import { Clock, ProcessingRefresher, refreshDelay } from '../src/components/media/processing-refresh';

/** A clock the test moves by hand. */
class ManualClock implements Clock {
  time = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private next = 1;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.next++;
    this.timers.set(id, { at: this.time + ms, fn });
    return id;
  };
  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);
  get pending(): number {
    return this.timers.size;
  }
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
    }
    this.time = until;
  }
}

describe('refreshDelay', () => {
  it('asks quickly at first, then slower, then every 30 s after two minutes', () => {
    expect(refreshDelay(0, 0)).toBe(2_000);
    expect(refreshDelay(1, 2_000)).toBe(3_000);
    expect(refreshDelay(20, 100_000)).toBe(15_000);
    expect(refreshDelay(3, 120_000)).toBe(30_000);
  });
});

describe('ProcessingRefresher', () => {
  it('refreshes while something is watched, with one timer for every watcher, and stops after', () => {
    const clock = new ManualClock();
    const refresh = vi.fn();
    const refresher = new ProcessingRefresher(refresh, clock);

    const first = refresher.watch();
    const second = refresher.watch();
    expect(clock.pending).toBe(1);
    clock.advance(2_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    clock.advance(3_000);
    expect(refresh).toHaveBeenCalledTimes(2);

    first();
    first(); // releasing twice does not release the other watcher
    clock.advance(4_000);
    expect(refresh).toHaveBeenCalledTimes(3);

    second();
    expect(clock.pending).toBe(0);
    clock.advance(60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('starts quick again for media shared later', () => {
    const clock = new ManualClock();
    const refresh = vi.fn();
    const refresher = new ProcessingRefresher(refresh, clock);
    refresher.watch()();
    clock.advance(200_000);
    refresher.watch();
    clock.advance(2_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('MediaGallery while media is processed', () => {
  const pending: ShownMedia[] = [{ media_id: 1, type: 'image', path: null, media_state: 'pending' }];
  const ready: ShownMedia[] = [{ media_id: 1, type: 'image', path: 'uploads/media/abc.jpg', media_state: 'ready' }];

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderGallery(media: ShownMedia[]) {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const view = render(
      <QueryClientProvider client={client}>
        <MediaGallery label="Lydia's post" media={media} />
      </QueryClientProvider>,
    );
    const rerender = (next: ShownMedia[]) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <MediaGallery label="Lydia's post" media={next} />
        </QueryClientProvider>,
      );
    return { invalidate, rerender, unmount: view.unmount };
  }

  it('fetches the post and group lists again until the media is ready', () => {
    const { invalidate, rerender } = renderGallery(pending);
    expect(screen.getByRole('status').textContent).toContain('Your media is being processed…');
    expect(invalidate).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(2_000));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['groups'] });

    rerender(ready);
    expect(screen.getByRole('img', { name: "Lydia's post: image 1 of 1" })).toBeTruthy();
    invalidate.mockClear();
    act(() => void vi.advanceTimersByTime(120_000));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('does not fetch for ready or failed media, nor after leaving the page', () => {
    const shown = renderGallery(ready);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(shown.invalidate).not.toHaveBeenCalled();
    shown.unmount();

    const failed = renderGallery([{ media_id: 2, type: 'video', path: null, media_state: 'failed' }]);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(failed.invalidate).not.toHaveBeenCalled();
    failed.unmount();

    const left = renderGallery(pending);
    left.unmount();
    act(() => void vi.advanceTimersByTime(30_000));
    expect(left.invalidate).not.toHaveBeenCalled();
  });
});
