import { Trans, useLingui } from '@lingui/react/macro';
import { PenApiError, errorMessage } from '@pen/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { useScrollToHash } from '../../lib/useScrollToHash';
import { useProfileUserInfo } from '../auth';
import { useGroup } from './api/useGroup';
import { AvatarStack } from './components/AvatarStack';
import { GroupHeader } from './components/GroupHeader';
import { GroupPrayerTab } from './components/GroupPrayerTab';
import { GroupThread } from './components/GroupThread';
import { InvitedPanel, NonMemberPanel } from './components/JoinPanels';
import { JoinRequests } from './components/JoinRequests';
import { MembersOverlay } from './components/MembersOverlay';
import { MiniHeader } from './components/MiniHeader';
import './groups.css';

/** /group/{groupId}: the header, members and, for members, the conversation (`#group-comment-{id}` brings that comment into view). */
export default function GroupPage() {
  const { t } = useLingui();
  const { groupId } = useParams();
  const id = Number(groupId);
  const query = useGroup(id);
  const me = useProfileUserInfo();
  const header = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [membersOpen, setMembersOpen] = useState(false);
  const group = query.data;
  // The members' part has two tabs: the conversation and the Prayer tab (issue 44), kept in the address.
  const [params, setParams] = useSearchParams();
  const prayerTab = params.get('tab') === 'prayer';
  const showTab = (prayer: boolean) => setParams(prayer ? { tab: 'prayer' } : {}, { replace: true });
  useScrollToHash();

  useEffect(() => {
    const el = header.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS margin, not text
    const observer = new IntersectionObserver(([entry]) => setScrolled(!entry.isIntersecting), { rootMargin: '-56px 0px 0px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [group?.group_id]);

  const missing = !Number.isInteger(id) || id <= 0 || (query.error instanceof PenApiError && query.error.status === 404);
  if (missing) return <MissingGroup />;

  return (
    <AppLayout title={t`Group`}>
      <div className="grp-page grp-detail">
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <div className="grp-empty card" role="alert">
            <p className="grp-empty-title">{errorMessage(query.error, t`Group not found`)}</p>
            <button type="button" className="button secondary" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : group ? (
          <>
            <MiniHeader group={group} shown={scrolled} />
            <GroupHeader ref={header} group={group} meId={me.data?.user_id} />
            <section className="card grp-about">
              <p className="grp-description">{group.description}</p>
              <div className="grp-about-members">
                <AvatarStack people={group.members.filter((m) => m.status === 'accepted')} total={group.member_count} onMore={group.my_status === 'accepted' ? () => setMembersOpen(true) : undefined} />
                {group.my_status === 'accepted' ? (
                  <button type="button" className="grp-link" onClick={() => setMembersOpen(true)}>
                    <Trans>See all members</Trans>
                  </button>
                ) : null}
              </div>
            </section>
            {group.my_role === 'admin' && group.my_status === 'accepted' ? <JoinRequests group={group} /> : null}
            {group.my_status === 'accepted' ? (
              <>
                <div className="grp-tabs" role="group" aria-label={t`Group sections`}>
                  <button type="button" className={`button ${prayerTab ? 'secondary' : ''}`} aria-pressed={!prayerTab} onClick={() => showTab(false)}>
                    <Trans>Conversation</Trans>
                  </button>
                  <button type="button" className={`button ${prayerTab ? '' : 'secondary'}`} aria-pressed={prayerTab} onClick={() => showTab(true)}>
                    <Trans>Prayer</Trans>
                  </button>
                </div>
                {prayerTab ? <GroupPrayerTab groupId={group.group_id} /> : <GroupThread group={group} meId={me.data?.user_id} />}
              </>
            ) : group.my_status === 'invited' ? (
              <InvitedPanel group={group} />
            ) : (
              <NonMemberPanel group={group} userName={me.data?.user_name} />
            )}
            {membersOpen && group.my_status === 'accepted' ? <MembersOverlay group={group} meId={me.data?.user_id} onClose={() => setMembersOpen(false)} /> : null}
          </>
        ) : null}
      </div>
    </AppLayout>
  );
}

function MissingGroup() {
  const { t } = useLingui();
  return (
    <AppLayout title={t`Group`}>
      <div className="grp-page">
        <section className="card grp-missing">
          <span className="grp-missing-mark" aria-hidden="true">
            ?
          </span>
          <h1>
            <Trans>Oops! This group can&apos;t be found</Trans>
          </h1>
          <p className="muted">
            <Trans>It may have been deleted, or it is a private group you are not part of.</Trans>
          </p>
          <Link to="/groups" className="button">
            <Trans>My Groups</Trans>
          </Link>
        </section>
      </div>
    </AppLayout>
  );
}
