import { ComingSoon } from '../../components/ComingSoon';

export default function FeedPage() {
  return <ComingSoon title="Feed" />;
}
