import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@pen/sdk';

/** The reasons the server accepts, in the order shown, each in plain words. */
export const REPORT_REASONS: ReadonlyArray<{ value: ReportReason; label: MessageDescriptor }> = [
  { value: 'spam', label: msg`Spam or a scam` },
  { value: 'harassment', label: msg`Harassment or bullying` },
  { value: 'hate', label: msg`Hate speech` },
  { value: 'violence', label: msg`Violence or threats` },
  { value: 'self_harm', label: msg`Self-harm or suicide` },
  { value: 'sexual_content', label: msg`Sexual content` },
  { value: 'misinformation', label: msg`False information` },
  { value: 'spiritual_abuse', label: msg`Spiritual abuse or manipulation` },
  { value: 'fundraising_scam', label: msg`Fundraising scam` },
  { value: 'private_information', label: msg`Someone else's private need or data` },
  { value: 'other', label: msg`Something else` },
];
