import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupDto } from '@pen/sdk';
import { forwardRef } from 'react';
import { formatDate } from '../../../lib/format';
import { GROUP_VIEW_DEFAULT_COLOR, commentCount, memberCount, textOn, visibilityLabel } from '../group-text';
import { CalendarIcon, ChatIcon, EyeIcon, PeopleIcon } from '../../../components/icons/line-icons';
import { GroupMenu } from './GroupMenu';

/** Title, member and comment counts, creation date, Visible/Hidden and the menu, on the theme colour. */
export const GroupHeader = forwardRef<HTMLElement, { group: GroupDto; meId: number | undefined }>(function GroupHeader({ group, meId }, ref) {
  const { t } = useLingui();
  const created = formatDate(group.created_at);
  const color = group.theme_color || GROUP_VIEW_DEFAULT_COLOR;
  const ink = textOn(color);
  const visible = group.visibility === 'group_public';
  return (
    <header ref={ref} className="grp-hero" style={{ background: color, color: ink }}>
      <div className="grp-hero-top">
        <h1>{group.title}</h1>
        <GroupMenu group={group} meId={meId} />
      </div>
      <ul className="grp-hero-facts" aria-label={t`About this group`}>
        <li>
          <PeopleIcon /> {memberCount(group.member_count)}
        </li>
        <li>
          <ChatIcon /> {commentCount(group.comment_count)}
        </li>
        <li>
          <CalendarIcon /> <Trans>Created {created}</Trans>
        </li>
        <li title={visible ? t`Shown in search results` : t`Hidden from search results`}>
          <EyeIcon off={!visible} /> {visibilityLabel(group.visibility)}
        </li>
      </ul>
    </header>
  );
});
