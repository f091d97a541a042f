import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import './misc.css';

/** Spec: /messages is a notification target; Pen has no private messaging (policy statement). */
export default function MessagesPage() {
  return (
    <AppLayout title="Messages">
      <div className="misc-page">
        <section className="card misc-hero">
          <span className="misc-hero-icon" aria-hidden="true">✉</span>
          <h1>Messages</h1>
          <p className="muted">Pen has no private messages. Share with your friends through posts, comments and your groups.</p>
          <div className="misc-actions">
            <Link to="/create-post" className="button">
              Write a post
            </Link>
            <Link to="/notifications" className="button secondary">
              Notifications
            </Link>
          </div>
        </section>
      </div>
    </AppLayout>
  );
}
