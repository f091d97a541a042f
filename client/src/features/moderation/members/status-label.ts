import { t } from '@lingui/core/macro';
import type { ModUser } from '../api/types';
import { formatDateTime } from '../../../lib/format';

/** A member's state as the console shows it (a suspension with its end). */
export function statusLabel(u: ModUser): string {
  if (u.status === 'suspended') {
    const until = u.suspended_until ? formatDateTime(u.suspended_until) : null;
    return until ? t`Suspended until ${until}` : t`Suspended`;
  }
  return u.status === 'active' ? t`Active` : u.status;
}
