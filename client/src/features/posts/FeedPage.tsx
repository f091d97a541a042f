import { useLingui } from '@lingui/react/macro';
import { AppLayout } from '../../components/AppLayout';
import { FeedView } from './components/FeedView';
import './posts.css';

/** /feed and /one-feed: the feed on its own. */
export default function FeedPage() {
  const { t } = useLingui();
  return (
    <AppLayout title={t`Feed`} heading>
      <div className="pen-narrow">
        <FeedView />
      </div>
    </AppLayout>
  );
}
