import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { useScrollToHash } from '../../lib/useScrollToHash';
import { PostDetail } from './components/PostDetail';
import { goBack } from './navigation';
import './posts.css';

/** /post/{postId}: a post opened from a link or a notification; `#comment-{id}` brings that comment into view. */
export default function PostPage() {
  const { postId } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  useScrollToHash();
  const id = /^\d+$/.test(postId ?? '') ? Number(postId) : 0;
  return (
    <AppLayout title={t`Post`} heading>
      <div className="pen-narrow">
        <PostDetail key={id} postId={id} onBack={() => goBack(navigate, '/dashboard')} />
      </div>
    </AppLayout>
  );
}
