/**
 * The LIKE pattern for the group search: case-insensitive substring, with LIKE's wildcards and
 * escape character matched literally (a search for "100%" must not match every group).
 * Use with `... LIKE $1 ESCAPE '\'` against lower(title) || ' ' || lower(description), the
 * expression of the groups_search_trgm index.
 */
export function groupSearchPattern(q: string | undefined): string | null {
  const term = (q ?? '').trim().toLowerCase();
  if (!term) return null;
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
