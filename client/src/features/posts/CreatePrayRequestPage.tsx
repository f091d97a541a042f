import { ComingSoon } from '../../components/ComingSoon';

export default function CreatePrayRequestPage() {
  return <ComingSoon title="New prayer request" />;
}
