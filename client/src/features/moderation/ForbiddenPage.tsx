import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** What a member who opens /moderation by its address sees: a reason, not a blank page. */
export function Forbidden() {
  return (
    <section className="mod-forbidden card" aria-labelledby="mod-forbidden-title">
      <p className="mod-forbidden-code" aria-hidden="true">
        403
      </p>
      <h1 id="mod-forbidden-title">
        <Trans>You need to be a moderator to open this page.</Trans>
      </h1>
      <p className="muted">
        <Trans>The moderation console is for Pen&apos;s moderators and administrators. If you think you should have access, ask an administrator.</Trans>
      </p>
      <Link to="/dashboard" className="button">
        <Trans>Back to the dashboard</Trans>
      </Link>
    </section>
  );
}
