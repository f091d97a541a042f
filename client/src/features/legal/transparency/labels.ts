import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REPORT_REASONS } from '../../../components/report/report-reasons';

/** What each decision did, as a count's label. */
const ACTIONS: Record<string, MessageDescriptor> = {
  remove_content: msg`Content removed`,
  warn_author: msg`Warnings`,
  suspend_author: msg`Accounts suspended for content`,
  suspend_user: msg`Accounts suspended`,
  reject_registration: msg`Registrations not approved`,
  dismiss: msg`No violation found`,
};

export function actionLabel(action: string): MessageDescriptor | string {
  return ACTIONS[action] ?? action;
}

export function reasonLabel(reason: string): MessageDescriptor | string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}
