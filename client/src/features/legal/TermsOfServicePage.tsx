import { ComingSoon } from '../../components/ComingSoon';

export default function TermsOfServicePage() {
  return <ComingSoon title="Terms of service" />;
}
