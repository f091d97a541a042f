import { t } from '@lingui/core/macro';

/** What a decision did, as the member reads it. */
export function decisionTitle(action: string): string {
  switch (action) {
    case 'remove_content':
      return t`Content removed`;
    case 'warn_author':
      return t`Warning`;
    case 'suspend_author':
    case 'suspend_user':
      return t`Account suspended`;
    case 'reject_registration':
      return t`Registration not approved`;
    default:
      return t`Decision`;
  }
}

/** Where an appeal stands. */
export function appealStatusText(status: string): string {
  switch (status) {
    case 'open':
      return t`Your appeal is being reviewed by a moderator who did not make the decision.`;
    case 'upheld':
      return t`Your appeal was reviewed: the decision stands.`;
    case 'reversed':
      return t`Your appeal was accepted: the decision was reversed.`;
    default:
      return '';
  }
}
