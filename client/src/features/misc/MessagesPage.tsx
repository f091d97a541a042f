import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import './misc.css';

/** Spec: /messages is a notification target; Pen has no private messaging (policy statement). */
export default function MessagesPage() {
  const { t } = useLingui();
  return (
    <AppLayout title={t`Messages`}>
      <div className="misc-page">
        <section className="card misc-hero">
          <span className="misc-hero-icon" aria-hidden="true">✉</span>
          <h1>
            <Trans>Messages</Trans>
          </h1>
          <p className="muted">
            <Trans>Pen has no private messages. Share with your friends through posts, comments and your groups.</Trans>
          </p>
          <div className="misc-actions">
            <Link to="/create-post" className="button">
              <Trans>Write a post</Trans>
            </Link>
            <Link to="/notifications" className="button secondary">
              <Trans>Notifications</Trans>
            </Link>
          </div>
        </section>
      </div>
    </AppLayout>
  );
}
