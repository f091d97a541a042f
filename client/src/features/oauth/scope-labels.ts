import { t } from '@lingui/core/macro';

/** Short name of a scope an app may hold, for lists (the consent page shows the server's full sentences). */
export function scopeLabel(scope: string): string {
  switch (scope) {
    case 'openid':
      return t`Sign-in`;
    case 'profile':
      return t`Profile`;
    case 'email':
      return t`E-mail address`;
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
