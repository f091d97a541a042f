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

/**
 * Every item of a cursor-paged list, one at a time: `items(fetchPage, 'posts')`. Stop whenever
 * you like with `break`; no further page is fetched.
 */
export async function* items<P extends CursorPage, K extends keyof P>(
  fetchPage: (cursor: string | undefined) => Promise<P>,
  key: K,
): AsyncGenerator<P[K] extends ReadonlyArray<infer T> ? T : never> {
  for await (const page of pages(fetchPage)) {
    for (const item of page[key] as unknown as Iterable<P[K] extends ReadonlyArray<infer T> ? T : never>) yield item;
  }
}
