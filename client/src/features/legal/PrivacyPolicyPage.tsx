import { ComingSoon } from '../../components/ComingSoon';

export default function PrivacyPolicyPage() {
  return <ComingSoon title="Privacy policy" />;
}
