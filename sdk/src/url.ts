/** A base URL without its trailing slashes (a loop, not a regular expression: no backtracking). */
export function trimSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}
