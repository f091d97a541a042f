import { t } from '@lingui/core/macro';

/** A decision's action as the console names it. */
export function decisionActionLabel(action: string): string {
  switch (action) {
    case 'remove_content':
      return t`Content removed`;
    case 'warn_author':
      return t`Warning`;
    case 'suspend_author':
    case 'suspend_user':
      return t`Suspension`;
    case 'reject_registration':
      return t`Registration rejected`;
    case 'dismiss':
      return t`Report dismissed`;
    default:
      return action;
  }
}
