import { useLingui } from '@lingui/react/macro';
import type { ListedMemberDto } from '@pen/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../components/Spinner';
import { useBlockedUsers, useMutedUsers } from './api/useSafetyLists';
import { pictureUrl } from './friend-labels';
import { MemberRef, useMemberSafety } from './useMemberSafety';
import './connections.css';

interface ListProps {
  title: string;
  intro: string;
  empty: string;
  errorText: string;
  query: UseQueryResult<ListedMemberDto[]>;
  /** Names the section's heading id ('unblock' → safety-unblock). */
  kind: 'unblock' | 'unmute';
  actionLabel: string;
  actionAriaLabel: (name: string) => string;
  act: (member: MemberRef) => Promise<boolean>;
  busy: boolean;
}

function MemberList({ title, intro, empty, errorText, query, kind, actionLabel, actionAriaLabel, act, busy }: ListProps) {
  const id = `safety-${kind}`;
  return (
    <section className="card safety-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="muted safety-intro">{intro}</p>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p className="field-error">{errorText}</p> : null}
      {query.data?.length === 0 ? <p className="safety-empty">{empty}</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className="conn-list" aria-label={title}>
          {query.data.map((u) => (
            <li key={u.user_id} className="conn-row">
              <span className="conn-person safety-person">
                <img className="conn-avatar" src={pictureUrl(u.profile_picture)} alt="" loading="lazy" />
                <span className="conn-name">{u.user_name}</span>
              </span>
              <div className="conn-actions">
                <button type="button" className="button secondary" disabled={busy} aria-label={actionAriaLabel(u.user_name)} onClick={() => void act(u)}>
                  {actionLabel}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /settings: the members I blocked, each with Unblock. */
export function BlockedMembersCard() {
  const { t } = useLingui();
  const blocked = useBlockedUsers();
  const safety = useMemberSafety();
  return (
    <>
      <MemberList
        title={t`Blocked members`}
        intro={t`You and a member you blocked do not see each other's posts, comments or profile.`}
        empty={t`You have not blocked anyone.`}
        errorText={t`Your blocked members could not be loaded.`}
        query={blocked}
        kind="unblock"
        actionLabel={t`Unblock`}
        actionAriaLabel={(name) => t`Unblock ${name}`}
        act={safety.unblock}
        busy={safety.busy}
      />
      {safety.dialog}
    </>
  );
}

/** /settings: the members I muted, each with Unmute. */
export function MutedMembersCard() {
  const { t } = useLingui();
  const muted = useMutedUsers();
  const safety = useMemberSafety();
  return (
    <>
      <MemberList
        title={t`Muted members`}
        intro={t`Posts of muted members stay out of your feed, and nothing they do notifies you.`}
        empty={t`You have not muted anyone.`}
        errorText={t`Your muted members could not be loaded.`}
        query={muted}
        kind="unmute"
        actionLabel={t`Unmute`}
        actionAriaLabel={(name) => t`Unmute ${name}`}
        act={safety.unmute}
        busy={safety.busy}
      />
      {safety.dialog}
    </>
  );
}
