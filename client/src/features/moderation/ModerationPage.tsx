import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { useProfileUserInfo } from '../auth';
import { AppealsTab } from './appeals/AppealsTab';
import { AuditLogTab } from './audit/AuditLogTab';
import { DomainBlocksTab } from './domain-blocks/DomainBlocksTab';
import { Forbidden } from './ForbiddenPage';
import { MembersTab, type Viewer } from './members/MembersTab';
import { QueueTab } from './queue/QueueTab';
import { RegistrationsTab } from './registrations/RegistrationsTab';
import { isPaka, isStaff } from './roles';
import { RulesTab } from './rules/RulesTab';
import { WatchedWordsTab } from './watched-words/WatchedWordsTab';
import './moderation.css';

const TABS = ['queue', 'appeals', 'members', 'registrations', 'audit', 'rules', 'watched', 'domains'] as const;
/** Tabs for a paka only (moderators read watched words and domain blocks, and cannot change them). */
const PAKA_TABS: readonly TabId[] = ['rules'];
type TabId = (typeof TABS)[number];

function tabLabel(tab: TabId): string {
  return select(tab, {
    queue: 'Queue',
    appeals: 'Appeals',
    members: 'Members',
    registrations: 'Registrations',
    rules: 'Rules',
    watched: 'Watched words',
    domains: 'Domain blocks',
    other: 'Audit log',
  });
}

function TabPanel({ tab, viewer }: { tab: TabId; viewer: Viewer }) {
  switch (tab) {
    case 'queue':
      return <QueueTab />;
    case 'appeals':
      return <AppealsTab />;
    case 'members':
      return <MembersTab viewer={viewer} />;
    case 'registrations':
      return <RegistrationsTab />;
    case 'audit':
      return <AuditLogTab />;
    case 'rules':
      return <RulesTab />;
    case 'watched':
      return <WatchedWordsTab canEdit={isPaka(viewer.role)} />;
    case 'domains':
      return <DomainBlocksTab canEdit={isPaka(viewer.role)} />;
  }
}

/** The console's tabs; the open tab is in the address (?tab=), so a reload or a link keeps it. */
export function ModerationConsole({ viewer }: { viewer: Viewer }) {
  const [params, setParams] = useSearchParams();
  const { t } = useLingui();
  const tabs = TABS.filter((id) => isPaka(viewer.role) || !PAKA_TABS.includes(id));
  const tab: TabId = tabs.find((id) => id === params.get('tab')) ?? 'queue';
  return (
    <div className="mod-page">
      <h1 className="mod-title">
        <Trans>Moderation</Trans>
      </h1>
      <div className="mod-tabs" role="tablist" aria-label={t`Moderation`}>
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`mod-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="mod-panel"
            onClick={() => setParams(id === 'queue' ? {} : { tab: id }, { replace: true })}
          >
            {tabLabel(id)}
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
  const { t } = useLingui();
  const me = profile.data;
  return (
    <AppLayout title={t`Moderation`}>
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? (
        <p className="mod-empty card" role="alert">
          <Trans>Could not load your profile. Please try again.</Trans>
        </p>
      ) : null}
      {me && !isStaff(me.role) ? <Forbidden /> : null}
      {me && isStaff(me.role) ? <ModerationConsole viewer={{ user_id: me.user_id, role: me.role }} /> : null}
    </AppLayout>
  );
}
