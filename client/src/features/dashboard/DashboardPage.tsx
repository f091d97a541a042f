import { AppLayout } from '../../components/AppLayout';
import { useMe } from '../posts/api/useMe';
import { FeedView } from '../posts/components/FeedView';
import '../posts/posts.css';

/**
 * The signed-in home: greeting and the feed. Kept small so that the side menu, the
 * announcements banner and the verify-email gate can be composed around it.
 */
export default function DashboardPage() {
  const me = useMe();
  return (
    <AppLayout>
      <div className="pen-narrow">
        <h1 className="pen-greeting">
          Welcome back{me.data ? <>, <span className="pen-greeting-name">{me.data.user_name}</span></> : null}
        </h1>
        <FeedView />
      </div>
    </AppLayout>
  );
}
