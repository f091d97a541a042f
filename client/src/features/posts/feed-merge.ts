/** Anything listed by posts_id (PostDto in the app, plain objects in tests). */
export interface HasPostId {
  posts_id: number;
}

/**
 * The spec's first-load merge: the newly loaded posts first, then the ones already shown that
 * the new load did not bring again (matched by posts_id).
 */
export function mergeNewFirst<T extends HasPostId>(shown: T[], loaded: T[]): T[] {
  const fresh = uniqueById(loaded);
  const ids = new Set(fresh.map((p) => p.posts_id));
  return [...fresh, ...shown.filter((p) => !ids.has(p.posts_id))];
}

/** Load-more: the next page goes after the shown posts, without posts already shown. */
export function appendUnique<T extends HasPostId>(shown: T[], more: T[]): T[] {
  const ids = new Set(shown.map((p) => p.posts_id));
  const added: T[] = [];
  for (const p of more) {
    if (ids.has(p.posts_id)) continue;
    ids.add(p.posts_id);
    added.push(p);
  }
  return [...shown, ...added];
}

/** The posts of loaded pages in order, each once (a post can move across a page boundary). */
export function flattenPages<T extends HasPostId>(pages: Array<{ posts: T[] }>): T[] {
  return pages.reduce<T[]>((all, page) => appendUnique(all, page.posts), []);
}

function uniqueById<T extends HasPostId>(posts: T[]): T[] {
  return appendUnique([], posts);
}
