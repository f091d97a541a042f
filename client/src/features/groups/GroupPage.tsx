import { ComingSoon } from '../../components/ComingSoon';

export default function GroupPage() {
  return <ComingSoon title="Group" />;
}
