/** Longest path a log line keeps; the rest of a long (or hostile) URL says nothing useful. */
const MAX_PATH = 500;

/**
 * A request URL as the logs keep it: the path only. Query strings carry secrets (e-mail
 * verification and reset tokens, unsubscribe tokens, notification stream tickets), and logs
 * are read by more people, for longer, than the tokens are meant for.
 */
export function urlForLog(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  return `${path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path}${q === -1 ? '' : '?…'}`;
}

/**
 * Query parameter values anywhere in a log line, e.g. `?token=abc&x=1` becomes `?token=…&x=…`:
 * the safety net for URLs that reach a message other than through `urlForLog`.
 */
export function redactQueryValues(line: string): string {
  return line.replace(/([?&][\w.-]{1,64}=)[^\s&#"]+/g, '$1…');
}
