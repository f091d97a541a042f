import { PostCard } from './post-card';
import { PostCardCache } from './post-card-cache';

const card = (postId: number, rev: string): PostCard => ({ postId, rev, head: Buffer.from(`{"posts_id":${postId}`), comments: [] });

describe('PostCardCache', () => {
  it('answers a card only for the revision it was read at', () => {
    const cache = new PostCardCache();
    cache.put(card(1, '3'));
    expect(cache.get(1, '3')).toEqual(card(1, '3'));
    expect(cache.get(1, '4')).toBeUndefined();
    expect(cache.get(2, '3')).toBeUndefined();
    cache.put(card(1, '4'));
    expect(cache.get(1, '3')).toBeUndefined();
    expect(cache.get(1, '4')?.rev).toBe('4');
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used card when full', () => {
    const cache = new PostCardCache(2);
    cache.put(card(1, '0'));
    cache.put(card(2, '0'));
    cache.get(1, '0');
    cache.put(card(3, '0'));
    expect(cache.get(2, '0')).toBeUndefined();
    expect(cache.get(1, '0')).toBeDefined();
    expect(cache.get(3, '0')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('remembers the comments of the last page of each shape, as a set and as an int[] literal', () => {
    const cache = new PostCardCache();
    expect(cache.commentsOf('50:0:')).toEqual({ ids: new Set(), literal: '{}' });
    cache.rememberComments('50:0:', [1, 2]);
    cache.rememberComments('50:0:x/1', [3]);
    expect(cache.commentsOf('50:0:')).toEqual({ ids: new Set([1, 2]), literal: '{1,2}' });
    expect(cache.commentsOf('50:0:x/1')).toEqual({ ids: new Set([3]), literal: '{3}' });
  });

  it('keeps the remembered comments when a page shows the same ones, and replaces them when it does not', () => {
    const cache = new PostCardCache();
    cache.rememberComments('50:0:', [1, 2, 3]);
    const first = cache.commentsOf('50:0:');
    cache.rememberComments('50:0:', [3, 2, 1]);
    expect(cache.commentsOf('50:0:')).toBe(first);
    cache.rememberComments('50:0:', [1, 2]);
    expect(cache.commentsOf('50:0:')).toEqual({ ids: new Set([1, 2]), literal: '{1,2}' });
    cache.rememberComments('50:0:', [1, 2, 4]);
    expect(cache.commentsOf('50:0:').literal).toBe('{1,2,4}');
  });
});
