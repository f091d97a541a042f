import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { knownVerified } from '../../lib/session';
import { mayReadFeed, useProfileUserInfo } from '../auth';
import { ReviewPendingGate } from './ReviewPendingGate';
import { VerifyEmailGate } from './VerifyEmailGate';
import { FeedView, feedQuery } from '../posts';
import { NotificationAnnouncer } from '../notifications';
import { AnnouncementsBanner } from './AnnouncementsBanner';
import { DashboardLegalLinks, DashboardShortcuts } from './DashboardMenu';
import { WelcomeHeader } from './WelcomeHeader';
import './dashboard.css';

/**
 * The feed is the page's main content: asked for together with the member, not only once the
 * greeting has rendered (which waits for the profile's answer, one round trip more). Only for a
 * member known to be verified (the profile, or the note a previous visit left): the server
 * refuses the feed to an unverified member, and without that knowledge FeedView asks for it
 * once the profile has said so. Not retried here: FeedView asks again anyway.
 */
function usePrefetchFeed(verified: boolean): void {
  const client = useQueryClient();
  const options = feedQuery();
  if (verified && !client.getQueryState(options.queryKey)) void client.prefetchInfiniteQuery({ ...options, retry: false });
}

/**
 * Spec: side menu (the app's, as on every page), header, public announcements banner, 'Welcome back' with the member's name
 * and the feed. Unverified members see only the verify-your-email notice, newcomers waiting for a
 * moderator (REGISTRATION_MODE=approval) only the waiting-for-review notice.
 */
export default function DashboardPage() {
  const profile = useProfileUserInfo();
  usePrefetchFeed(profile.data ? mayReadFeed(profile.data) : knownVerified());
  // The page itself is rendered as a deferred update: React renders it in slices that leave the
  // main thread free between them, where the profile's answer would otherwise be one long task
  // (the whole page's first render). Also when the profile is already there as the page mounts
  // (a page load, where the start-up asked for it while the page's code loaded; issue 46: that
  // first render was one task of 300 ms in a Lighthouse trace): the first render shows the
  // spinner (`null`), the page follows as the deferred update.
  const user = useDeferredValue(profile.data ?? null, null);
  if (profile.isError) {
    return (
      <AppLayout>
        <p className="muted">
          <Trans>User data is not available</Trans>
        </p>
      </AppLayout>
    );
  }
  if (!user) return <Spinner />;
  if (user.verified !== 1) {
    return (
      <AppLayout>
        <VerifyEmailGate email={user.email} />
      </AppLayout>
    );
  }
  if (user.review_status === 'pending') {
    return (
      <AppLayout>
        <ReviewPendingGate userName={user.user_name} />
      </AppLayout>
    );
  }
  return (
    <AppLayout>
      <div className="pen-narrow dash-page">
        <AnnouncementsBanner />
        <WelcomeHeader userName={user.user_name} />
        <DashboardShortcuts />
        <DashboardLegalLinks />
        <FeedView />
      </div>
      <NotificationAnnouncer />
    </AppLayout>
  );
}
