import { ComingSoon } from '../../components/ComingSoon';

export default function CreatePostPage() {
  return <ComingSoon title="New post" />;
}
