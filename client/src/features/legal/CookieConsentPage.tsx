import { ComingSoon } from '../../components/ComingSoon';

export default function CookieConsentPage() {
  return <ComingSoon title="Cookie settings" />;
}
