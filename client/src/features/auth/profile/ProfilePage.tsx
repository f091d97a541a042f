import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../../components/AppLayout';
import { Spinner } from '../../../components/Spinner';
import { useProfileUserInfo } from '../hooks';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfilePictureCard } from './ProfilePictureCard';
import { ResendVerificationButton } from '../ResendVerificationButton';
import '../auth.css';
import '../../../components/account-page.css';
import './profile.css';

/** /profile: the member's account settings (spec 000 §2 "Profile settings"). */
export default function ProfilePage() {
  const { t } = useLingui();
  const profile = useProfileUserInfo();
  let body;
  if (profile.isPending) body = <Spinner />;
  else if (profile.isError)
    body = (
      <p className="card muted" role="alert">
        <Trans>User data is not available</Trans>
      </p>
    );
  else {
    const user = profile.data;
    const email = user.email;
    body = (
      <>
        {user.verified !== 1 ? (
          <section className="card verify-banner" aria-labelledby="verify-title">
            <div>
              <h2 id="verify-title">
                <Trans>Verify your email address</Trans>
              </h2>
              <p>
                <Trans>
                  Open the link we sent to <strong>{email}</strong> to start using Pen.
                </Trans>
              </p>
            </div>
            <ResendVerificationButton email={user.email} />
          </section>
        ) : null}
        <section className="card" aria-labelledby="profile-title">
          <h2 id="profile-title">
            <Trans>Your profile</Trans>
          </h2>
          <div className="profile-top">
            <ProfilePictureCard user={user} />
            <ProfileDetails key={user.updated_at} user={user} />
          </div>
        </section>
        <section className="card" aria-labelledby="security-title">
          <h2 id="security-title">
            <Trans>Security</Trans>
          </h2>
          <Link to="/set-new-password" className="link-row">
            <Trans>Change password</Trans> <span aria-hidden="true">›</span>
          </Link>
          <Link to="/settings" className="link-row">
            <Trans>Sessions and settings</Trans> <span aria-hidden="true">›</span>
          </Link>
        </section>
        <DeleteAccountCard />
      </>
    );
  }
  return (
    <AppLayout title={t`Profile`}>
      <div className="account-page">
        <h1>
          <Trans>Profile settings</Trans>
        </h1>
        {body}
      </div>
    </AppLayout>
  );
}
