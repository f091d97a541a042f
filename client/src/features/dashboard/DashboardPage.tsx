import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { useProfileUserInfo } from '../auth/hooks';
import { VerifyEmailGate } from '../auth/VerifyEmailGate';
import { FeedView } from '../posts/components/FeedView';
import { AnnouncementsBanner } from './AnnouncementsBanner';
import { DashboardMenu, DashboardShortcuts } from './DashboardMenu';
import { WelcomeHeader } from './WelcomeHeader';
import '../posts/posts.css';
import './dashboard.css';

/**
 * Spec: side menu, header, public announcements banner, 'Welcome back' with the member's name
 * and the feed. Unverified members see only the verify-your-email notice.
 */
export default function DashboardPage() {
  const profile = useProfileUserInfo();
  if (profile.isPending) return <Spinner />;
  if (profile.isError) {
    return (
      <AppLayout>
        <p className="muted">User data is not available</p>
      </AppLayout>
    );
  }
  const user = profile.data;
  if (user.verified !== 1) {
    return (
      <AppLayout>
        <VerifyEmailGate email={user.email} />
      </AppLayout>
    );
  }
  return (
    <AppLayout aside={<DashboardMenu />}>
      <div className="pen-narrow dash-page">
        <AnnouncementsBanner />
        <WelcomeHeader userName={user.user_name} />
        <DashboardShortcuts />
        <FeedView />
      </div>
    </AppLayout>
  );
}
