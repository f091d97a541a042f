import { useLingui } from '@lingui/react/macro';
import { PenApiError, errorMessage } from '@pen/sdk';
import { ReactNode, useState } from 'react';
import { ReportDialog, type ReportFields } from '../../components/report/ReportDialog';
import { blockExplained } from './friend-labels';
import { MemberRef, useMemberSafety } from './useMemberSafety';

/** One report to ask for: what the dialog is titled, how it is sent, and whose it is. */
export interface ReportRequest {
  title: string;
  send: (fields: ReportFields) => Promise<unknown>;
  /** The spec's fallback text when the server's answer has no message ('Failed to report post'). */
  failed: string;
  /** The member reported, or whose content is: after the thanks the dialog offers to block them. */
  member?: MemberRef;
}

export interface Reporting {
  report: (request: ReportRequest) => void;
  /** The dialog and the block confirmation; render it once. */
  dialog: ReactNode;
}

/**
 * The report dialog of every screen (posts, comments, groups, group comments, members), with the
 * offer to block the member afterwards through the usual block confirmation (useMemberSafety).
 */
export function useReport(): Reporting {
  const { t } = useLingui();
  const [request, setRequest] = useState<ReportRequest | null>(null);
  const safety = useMemberSafety();
  const member = request?.member;
  return {
    report: setRequest,
    dialog: (
      <>
        {request ? (
          <ReportDialog
            title={request.title}
            send={request.send}
            failureText={(err) => {
              const failed = request.failed;
              return err instanceof PenApiError ? errorMessage(err, failed) : t`${failed}. Please check your connection and try again.`;
            }}
            offerBlock={member ? { name: member.user_name, explained: blockExplained(), block: () => void safety.block(member) } : undefined}
            onClose={() => setRequest(null)}
          />
        ) : null}
        {safety.dialog}
      </>
    ),
  };
}
