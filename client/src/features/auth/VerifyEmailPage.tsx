import { ComingSoon } from '../../components/ComingSoon';

export default function VerifyEmailPage() {
  return <ComingSoon title="Verify your e-mail" />;
}
