import type { GroupDto } from '@pen/sdk';
import { forwardRef } from 'react';
import { formatDate } from '../../../lib/format';
import { GROUP_VIEW_DEFAULT_COLOR, plural, textOn, visibilityLabel } from '../group-text';
import { CalendarIcon, ChatIcon, EyeIcon, PeopleIcon } from '../../../components/icons/line-icons';
import { GroupMenu } from './GroupMenu';

/** Title, member and comment counts, creation date, Visible/Hidden and the menu, on the theme colour. */
export const GroupHeader = forwardRef<HTMLElement, { group: GroupDto; meId: number | undefined }>(function GroupHeader({ group, meId }, ref) {
  const color = group.theme_color || GROUP_VIEW_DEFAULT_COLOR;
  const ink = textOn(color);
  const visible = group.visibility === 'group_public';
  return (
    <header ref={ref} className="grp-hero" style={{ background: color, color: ink }}>
      <div className="grp-hero-top">
        <h1>{group.title}</h1>
        <GroupMenu group={group} meId={meId} />
      </div>
      <ul className="grp-hero-facts" aria-label="About this group">
        <li>
          <PeopleIcon /> {plural(group.member_count, 'member')}
        </li>
        <li>
          <ChatIcon /> {plural(group.comment_count, 'comment')}
        </li>
        <li>
          <CalendarIcon /> Created {formatDate(group.created_at)}
        </li>
        <li title={visible ? 'Shown in search results' : 'Hidden from search results'}>
          <EyeIcon off={!visible} /> {visibilityLabel(group.visibility)}
        </li>
      </ul>
    </header>
  );
});
