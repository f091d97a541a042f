import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, PenApiError } from '@pen/sdk';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { rememberReturnPath } from '../../lib/return-path';
import { hasToken } from '../../lib/session';
import { useMe } from './api/useMe';
import { useMemberByCode } from './api/useMemberByCode';
import { MemberProfile } from './components/MemberProfile';
import './posts.css';

/** The profile of the member the address names, once known. */
function ProfileByCode({ userCode }: { userCode: string }) {
  const { t } = useLingui();
  const me = useMe();
  const member = useMemberByCode(userCode);
  if (member.isPending || me.isPending) {
    return (
      <AppLayout title={t`Profile`} heading>
        <Spinner label={t`Loading profile…`} />
      </AppLayout>
    );
  }
  if (member.isError) {
    const missing = member.error instanceof PenApiError && (member.error.status === 404 || member.error.status === 400);
    return (
      <AppLayout title={t`Profile`} heading>
        <div className="pen-narrow">
          <section className="card pen-empty" role={missing ? undefined : 'alert'}>
            <p className="pen-empty-title">{missing ? <Trans>This profile is not available</Trans> : <Trans>The profile could not be loaded</Trans>}</p>
            <p className="muted">
              {missing ? (
                <Trans>No member has the user code {userCode}, or their profile is hidden from you.</Trans>
              ) : (
                errorMessage(member.error, t`Check your connection and try again.`)
              )}
            </p>
            {missing ? (
              <Link to="/search" className="button secondary">
                <Trans>Search for members</Trans>
              </Link>
            ) : (
              <button type="button" className="button secondary" onClick={() => void member.refetch()}>
                <Trans>Try again</Trans>
              </button>
            )}
          </section>
        </div>
      </AppLayout>
    );
  }
  if (me.data?.user_id === member.data.user_id) return <Navigate to="/mypen" replace />;
  return <MemberProfile member={member.data} />;
}

/**
 * /u/{user_code}: a member's shareable profile address (issue 41). A visitor signs in first and
 * comes back here.
 */
export default function ProfileByCodePage() {
  const { userCode = '' } = useParams();
  const location = useLocation();
  if (!hasToken()) {
    rememberReturnPath(location.pathname);
    return <Navigate to="/login" replace />;
  }
  // A new address is a new member: nothing of the previous one's profile stays.
  return <ProfileByCode key={userCode.toLowerCase()} userCode={userCode} />;
}
