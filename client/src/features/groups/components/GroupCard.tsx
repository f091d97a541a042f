import { useLingui } from '@lingui/react/macro';
import type { GroupCardDto } from '@pen/sdk';
import { Link } from 'react-router-dom';
import { descriptionPreview, commentCount, memberCount, textOn, visibilityLabel } from '../group-text';
import { AvatarStack } from './AvatarStack';
import { EyeIcon, LockIcon } from '../../../components/icons/line-icons';

/**
 * A group in a list: theme colour band with the title, the description's first 70 characters,
 * avatars, 'Waiting' while the member's request or invitation is pending, and in search results
 * a grey panel with lock icons for someone who is not a member yet.
 */
export function GroupCard({ group, inSearch = false }: { group: GroupCardDto; inSearch?: boolean }) {
  const { t } = useLingui();
  const waiting = group.status === 'pending';
  const locked = inSearch && group.my_status !== 'accepted';
  const title = group.title;
  return (
    <li className="grp-card-item">
      <Link to={`/group/${group.group_id}`} className="grp-card card">
        <div className="grp-card-band" style={{ background: group.theme_color, color: textOn(group.theme_color) }}>
          <h2 className="grp-card-title">{group.title}</h2>
          {waiting ? <span className="grp-waiting">{group.my_status === 'invited' ? t`Invited` : t`Waiting`}</span> : null}
        </div>
        <div className="grp-card-body">
          <p className="grp-card-description">{descriptionPreview(group.description)}</p>
          <div className="grp-card-foot">
            <AvatarStack people={group.members} total={group.member_count} />
            <span className="grp-card-meta muted">
              {memberCount(group.member_count)}
              {group.visibility !== 'group_public' ? (
                <span className="grp-chip">
                  <EyeIcon off /> {visibilityLabel(group.visibility)}
                </span>
              ) : null}
            </span>
          </div>
        </div>
        {locked ? (
          <div className="grp-locked">
            <LockIcon />
            <span>{waiting ? t`Your request is waiting for an admin` : t`Join to read the conversation`}</span>
            <LockIcon />
          </div>
        ) : null}
      </Link>
    </li>
  );
}
