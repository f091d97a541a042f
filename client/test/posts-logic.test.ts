import { describe, expect, it } from 'vitest';
import { appendUnique, flattenPages, mergeNewFirst } from '../src/features/posts/feed-merge';
import { modeLabel } from '../src/features/posts/format';
import { initialThrottle, isBlocked, requestLoad, THROTTLE_BLOCK_MS, ThrottleState } from '../src/features/posts/load-throttle';

const p = (posts_id: number, label = '') => ({ posts_id, label });

describe('feed merge', () => {
  it('puts newly loaded posts first and keeps shown ones that were not reloaded', () => {
    const shown = [p(5, 'old'), p(4), p(3)];
    const loaded = [p(7), p(6), p(5, 'new')];
    expect(mergeNewFirst(shown, loaded)).toEqual([p(7), p(6), p(5, 'new'), p(4), p(3)]);
  });

  it('appends a load-more page without duplicates', () => {
    expect(appendUnique([p(9), p(8)], [p(8), p(7), p(7), p(6)])).toEqual([p(9), p(8), p(7), p(6)]);
  });

  it('flattens pages keeping the first occurrence of a post', () => {
    expect(flattenPages([{ posts: [p(3), p(2)] }, { posts: [p(2), p(1)] }])).toEqual([p(3), p(2), p(1)]);
    expect(flattenPages([])).toEqual([]);
  });
});

describe('load-more throttle', () => {
  const run = (times: number[]): { results: boolean[]; state: ThrottleState } => {
    let state = initialThrottle;
    const results = times.map((t) => {
      const r = requestLoad(state, t);
      state = r.state;
      return r.allowed;
    });
    return { results, state };
  };

  it('allows two loads within 10 s and blocks the third', () => {
    expect(run([0, 4_000, 9_000]).results).toEqual([true, true, false]);
  });

  it('keeps blocking for 5 minutes, then allows again', () => {
    const { state } = run([0, 1_000, 2_000]);
    expect(isBlocked(state, 2_000 + THROTTLE_BLOCK_MS - 1)).toBe(true);
    expect(requestLoad(state, 200_000).allowed).toBe(false);
    expect(requestLoad(state, 2_000 + THROTTLE_BLOCK_MS).allowed).toBe(true);
  });

  it('does not count loads older than 10 s', () => {
    expect(run([0, 5_000, 10_001, 14_000]).results).toEqual([true, true, true, false]);
    expect(run([0, 10_000, 20_000, 30_000]).results).toEqual([true, true, true, true]);
  });
});

describe('formatting', () => {
  it('shows modes with spaces instead of underscores', () => {
    expect(modeLabel('in_relationship')).toBe('in relationship');
    expect(modeLabel('married')).toBe('married');
    expect(modeLabel(undefined)).toBe('');
  });
});
