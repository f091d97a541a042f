import { t } from '@lingui/core/macro';

/** Short name of a scope an app may hold, for lists (the consent page shows the server's full sentences). */
export function scopeLabel(scope: string): string {
  switch (scope) {
    case 'read':
      return t`Read`;
    case 'write':
      return t`Write`;
    case 'notifications':
      return t`Notifications`;
    default:
      return scope;
  }
}
