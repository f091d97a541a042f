import { ResetRequestForm } from './ResetRequestForm';

export default function ForgotPasswordPage() {
  return <ResetRequestForm />;
}
