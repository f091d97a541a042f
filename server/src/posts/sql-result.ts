/**
 * The rows of a raw query. TypeORM's postgres driver answers UPDATE and DELETE (also with
 * RETURNING) as `[rows, affectedCount]` and everything else as `rows`; this accepts both.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
