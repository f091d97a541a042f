import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { AppealDialog } from './AppealDialog';
import './standing.css';

/**
 * /appeal/:decisionId: the link of a "no violation" notification, where a reporter may appeal the
 * dismissal of their report once (the member's own decisions are appealed from /standing).
 */
export default function AppealPage() {
  const { t } = useLingui();
  const { decisionId } = useParams();
  const id = Number(decisionId);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <AppLayout title={t`Appeal a decision`}>
      <div className="standing-page">
        <h1>
          <Trans>Appeal a decision</Trans>
        </h1>
        <section className="card">
          {sent ? (
            <p role="status">
              <Trans>Your appeal was sent. A moderator who did not make the decision reviews it, and you will be told the outcome.</Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>We found no violation in what you reported. If you think we got it wrong, you may ask another moderator to look again, once.</Trans>
              </p>
              <button type="button" className="button" disabled={!Number.isInteger(id) || id < 1} onClick={() => setOpen(true)}>
                <Trans>Appeal this decision</Trans>
              </button>
            </>
          )}
          <p>
            <Link to="/notifications">
              <Trans>Back to notifications</Trans>
            </Link>
          </p>
        </section>
      </div>
      {open ? (
        <AppealDialog
          decisionId={id}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      ) : null}
    </AppLayout>
  );
}
