import { ComingSoon } from '../../components/ComingSoon';

export default function SupportUsPage() {
  return <ComingSoon title="Support us" />;
}
