/** Mode values are stored with underscores; the profile shows them as words (in_relationship → in relationship). */
export function modeLabel(mode: string | null | undefined): string {
  return (mode ?? '').replace(/_/g, ' ').trim();
}

/** A picture path from the API, loaded from the API prefix (spec). */
export function apiPath(path: string): string {
  return `/api/${path.replace(/^\/+/, '')}`;
}
