import { ComingSoon } from '../../components/ComingSoon';

export default function UserPenPage() {
  return <ComingSoon title="Profile" />;
}
