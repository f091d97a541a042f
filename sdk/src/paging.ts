/** A page of a cursor-paged list: its items under some key, and `nextCursor` (null on the last page). */
export interface CursorPage {
  nextCursor?: string | null;
}

/**
 * Every page of a cursor-paged list, fetched as you iterate:
 *
 *   for await (const page of pages((cursor) => pen.posts.getFeed({ query: { cursor, limit: 50 } })))
 *     console.log(page.posts.length);
 */
export async function* pages<P extends CursorPage>(fetchPage: (cursor: string | undefined) => Promise<P>): AsyncGenerator<P> {
  let cursor: string | undefined;
  for (;;) {
    const page = await fetchPage(cursor);
    yield page;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/** The items of a page under `K`: the element type of `P[K]` (never when `K` names no list of `P`). */
export type PageItem<P, K> = K extends keyof P ? (P[K] extends ReadonlyArray<infer T> ? T : never) : never;

/**
 * Every item of a cursor-paged list, one at a time: `items(fetchPage, 'posts')`. Stop whenever
 * you like with `break`; no further page is fetched.
 *
 * `K` is not constrained by `P`: TypeScript infers `P` from the callback only after the key, and
 * a constraint on `P` would fix `P` first (to `CursorPage`, so `'posts'` was refused, TS2345,
 * issue 45). A key that names no list gives items of type `never`.
 */
export async function* items<P extends CursorPage, K extends string>(
  fetchPage: (cursor: string | undefined) => Promise<P>,
  key: K,
): AsyncGenerator<PageItem<P, K>> {
  for await (const page of pages(fetchPage)) {
    for (const item of (page as Record<string, unknown>)[key] as Iterable<PageItem<P, K>>) yield item;
  }
}
