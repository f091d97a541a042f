import { ComingSoon } from '../../components/ComingSoon';

export default function CreateGroupPage() {
  return <ComingSoon title="New group" />;
}
