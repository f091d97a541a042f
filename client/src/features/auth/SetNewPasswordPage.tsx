import { ComingSoon } from '../../components/ComingSoon';

export default function SetNewPasswordPage() {
  return <ComingSoon title="Set a new password" />;
}
