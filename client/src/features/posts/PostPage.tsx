import { ComingSoon } from '../../components/ComingSoon';

export default function PostPage() {
  return <ComingSoon title="Post" />;
}
