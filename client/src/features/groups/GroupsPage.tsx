import { ComingSoon } from '../../components/ComingSoon';

export default function GroupsPage() {
  return <ComingSoon title="Groups" />;
}
