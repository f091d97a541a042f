import { ComingSoon } from '../../components/ComingSoon';

export default function MyPenPage() {
  return <ComingSoon title="My profile" />;
}
