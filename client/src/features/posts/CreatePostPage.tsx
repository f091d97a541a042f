import { AppLayout } from '../../components/AppLayout';
import { PostComposer } from './components/PostComposer';
import './posts.css';

export default function CreatePostPage() {
  return (
    <AppLayout title="New post">
      <div className="pen-narrow">
        <PostComposer title="New post" placeholder="Share something..." failure="Failed to create post" postType="normal" />
      </div>
    </AppLayout>
  );
}
