import { AppLayout } from '../../components/AppLayout';
import { FeedView } from './components/FeedView';
import './posts.css';

/** /feed and /one-feed: the feed on its own. */
export default function FeedPage() {
  return (
    <AppLayout title="Feed" heading>
      <div className="pen-narrow">
        <FeedView />
      </div>
    </AppLayout>
  );
}
