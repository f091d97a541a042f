/**
 * Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`) so that a term is matched
 * literally: a member searching for "50%" finds "50%" and not every name. Use it with
 * `LIKE '%' || lower($1) || '%' ESCAPE '\'`.
 */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
