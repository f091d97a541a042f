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
  const profile = useProfileUserInfo();
  let body;
  if (profile.isPending) body = <Spinner />;
  else if (profile.isError) body = <p className="card muted" role="alert">User data is not available</p>;
  else {
    const user = profile.data;
    body = (
      <>
        {user.verified !== 1 ? (
          <section className="card verify-banner" aria-labelledby="verify-title">
            <div>
              <h2 id="verify-title">Verify your email address</h2>
              <p>
                Open the link we sent to <strong>{user.email}</strong> to start using Pen.
              </p>
            </div>
            <ResendVerificationButton email={user.email} />
          </section>
        ) : null}
        <section className="card" aria-labelledby="profile-title">
          <h2 id="profile-title">Your profile</h2>
          <div className="profile-top">
            <ProfilePictureCard user={user} />
            <ProfileDetails key={user.updated_at} user={user} />
          </div>
        </section>
        <section className="card" aria-labelledby="security-title">
          <h2 id="security-title">Security</h2>
          <Link to="/set-new-password" className="link-row">
            Change password <span aria-hidden="true">›</span>
          </Link>
          <Link to="/settings" className="link-row">
            Sessions and settings <span aria-hidden="true">›</span>
          </Link>
        </section>
        <DeleteAccountCard />
      </>
    );
  }
  return (
    <AppLayout title="Profile">
      <div className="account-page">
        <h1>Profile settings</h1>
        {body}
      </div>
    </AppLayout>
  );
}
