import { useLingui } from '@lingui/react/macro';
import { AppLayout } from '../../components/AppLayout';
import { PostComposer } from './components/PostComposer';
import './posts.css';

export default function CreatePostPage() {
  const { t } = useLingui();
  return (
    <AppLayout title={t`New post`}>
      <div className="pen-narrow">
        <PostComposer title={t`New post`} placeholder={t`Share something...`} failure={t`Failed to create post`} postType="normal" />
      </div>
    </AppLayout>
  );
}
