import { ComingSoon } from '../../components/ComingSoon';

export default function NotificationsPage() {
  return <ComingSoon title="Notifications" />;
}
