import { ComingSoon } from '../../components/ComingSoon';

export default function MyConnectionsPage() {
  return <ComingSoon title="Friends" />;
}
