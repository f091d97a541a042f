/** Short names of the scopes an app may hold, for lists (the consent page shows the server's full sentences). */
export const SCOPE_LABELS: Record<string, string> = { read: 'Read', write: 'Write', notifications: 'Notifications' };

export function scopeLabel(scope: string): string {
  return SCOPE_LABELS[scope] ?? scope;
}
