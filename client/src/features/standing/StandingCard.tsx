import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useStanding } from './hooks';

/** Settings' "Account standing": the status and strikes in short, with the way to the whole page. */
export function StandingCard() {
  const standing = useStanding();
  const s = standing.data;
  const strikes = s ? plural(s.active_strikes, { one: '# active strike', other: '# active strikes' }) : '';
  return (
    <section className="card" aria-labelledby="standing-card-title">
      <h2 id="standing-card-title">
        <Trans>Account standing</Trans>
      </h2>
      {s ? (
        <p>
          {s.status === 'suspended' ? <Trans>Your account is suspended.</Trans> : <Trans>Your account is in good standing.</Trans>} {strikes}
        </p>
      ) : null}
      <Link to="/standing" className="button secondary">
        <Trans>See decisions and appeal</Trans>
      </Link>
    </section>
  );
}
