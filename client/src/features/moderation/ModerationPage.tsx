import { useSearchParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { useProfileUserInfo } from '../auth';
import { AuditLogTab } from './audit/AuditLogTab';
import { Forbidden } from './ForbiddenPage';
import { MembersTab, type Viewer } from './members/MembersTab';
import { QueueTab } from './queue/QueueTab';
import { RegistrationsTab } from './registrations/RegistrationsTab';
import { isStaff } from './roles';
import './moderation.css';

const TABS = [
  { id: 'queue', label: 'Queue' },
  { id: 'members', label: 'Members' },
  { id: 'registrations', label: 'Registrations' },
  { id: 'audit', label: 'Audit log' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function TabPanel({ tab, viewer }: { tab: TabId; viewer: Viewer }) {
  switch (tab) {
    case 'queue':
      return <QueueTab />;
    case 'members':
      return <MembersTab viewer={viewer} />;
    case 'registrations':
      return <RegistrationsTab />;
    case 'audit':
      return <AuditLogTab />;
  }
}

/** The console's tabs; the open tab is in the address (?tab=), so a reload or a link keeps it. */
export function ModerationConsole({ viewer }: { viewer: Viewer }) {
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'queue';
  return (
    <div className="mod-page">
      <h1 className="mod-title">Moderation</h1>
      <div className="mod-tabs" role="tablist" aria-label="Moderation">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`mod-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="mod-panel"
            onClick={() => setParams(t.id === 'queue' ? {} : { tab: t.id }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="mod-panel" role="tabpanel" aria-labelledby={`mod-tab-${tab}`}>
        <TabPanel tab={tab} viewer={viewer} />
      </div>
    </div>
  );
}

/** /moderation: the console for moderators and paka, a 403 page for everyone else. */
export default function ModerationPage() {
  const profile = useProfileUserInfo();
  const me = profile.data;
  return (
    <AppLayout title="Moderation">
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? (
        <p className="mod-empty card" role="alert">
          Could not load your profile. Please try again.
        </p>
      ) : null}
      {me && !isStaff(me.role) ? <Forbidden /> : null}
      {me && isStaff(me.role) ? <ModerationConsole viewer={{ user_id: me.user_id, role: me.role }} /> : null}
    </AppLayout>
  );
}
