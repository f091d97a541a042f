import { EntityManager } from 'typeorm';
import { groupContentForModeration } from '../groups';
import { contentForModeration } from '../posts';
import type { ReportCaseRow } from '../reports';
import { standingsByIds } from '../users';
import type { ReportTargetDto } from './dto/mod-responses.dto';

/** A reported target as the resolution needs it: whose it is and how to name it to them. */
export interface ResolvedTarget {
  authorId: number;
  authorRole: string;
  /** `post`, `comment`, `group`, `group comment`, `account`. */
  noun: string;
  preview: string;
  link: string | null;
}

type TargetType = ReportCaseRow['target_type'];

const NOUNS: Record<TargetType, string> = { post: 'post', comment: 'comment', group: 'group', group_comment: 'group comment', user: 'account' };

/** The previews of a page of cases: one read per target type, from each owner. */
export async function targetPreviews(m: EntityManager, cases: Array<Pick<ReportCaseRow, 'target_type' | 'target_id'>>): Promise<Map<string, ReportTargetDto>> {
  const idsOf = (type: TargetType) => cases.filter((c) => c.target_type === type).map((c) => c.target_id);
  const [posts, comments, groups, groupComments, members] = await Promise.all([
    contentForModeration(m, 'post', idsOf('post')),
    contentForModeration(m, 'comment', idsOf('comment')),
    groupContentForModeration(m, 'group', idsOf('group')),
    groupContentForModeration(m, 'group_comment', idsOf('group_comment')),
    standingsByIds(m, idsOf('user')),
  ]);
  const out = new Map<string, ReportTargetDto>();
  const gone: ReportTargetDto = { content: null, media: [], author: null, group: null, post_id: null, visible: false };
  for (const c of cases) {
    const key = `${c.target_type}:${c.target_id}`;
    if (c.target_type === 'post' || c.target_type === 'comment') {
      const p = (c.target_type === 'post' ? posts : comments).get(c.target_id);
      out.set(
        key,
        p
          ? {
              content: p.content,
              media: p.media.map((x) => ({ media_id: x.media_id, media_type: x.type, url: x.path, poster_url: x.poster_path })),
              author: { user_id: p.author_id, user_name: p.author_name },
              group: null,
              post_id: p.post_id,
              visible: p.visible,
            }
          : gone,
      );
    } else if (c.target_type === 'group' || c.target_type === 'group_comment') {
      const g = (c.target_type === 'group' ? groups : groupComments).get(c.target_id);
      out.set(
        key,
        g
          ? {
              content: g.content,
              media: g.media.map((x) => ({ media_id: x.media_id, media_type: x.media_type, url: x.media_path, poster_url: x.poster_path })),
              author: { user_id: g.author_id, user_name: g.author_name },
              group: { group_id: g.group_id, title: g.group_title },
              post_id: null,
              visible: g.visible,
            }
          : gone,
      );
    } else {
      const u = members.get(c.target_id);
      out.set(
        key,
        u
          ? {
              content: u.bio,
              media: [{ media_id: 0, media_type: 'image', url: u.profile_picture, poster_url: null }],
              author: { user_id: u.user_id, user_name: u.user_name },
              group: null,
              post_id: null,
              visible: u.status === 'active',
            }
          : gone,
      );
    }
  }
  return out;
}

/** Whose the target is, for a resolution; undefined when it no longer exists. */
export async function resolvedTarget(m: EntityManager, type: TargetType, id: number): Promise<ResolvedTarget | undefined> {
  if (type === 'post' || type === 'comment') {
    const p = (await contentForModeration(m, type, [id])).get(id);
    return p && { authorId: p.author_id, authorRole: p.author_role, noun: NOUNS[type], preview: p.content, link: `/post/${p.post_id}` };
  }
  if (type === 'group' || type === 'group_comment') {
    const g = (await groupContentForModeration(m, type, [id])).get(id);
    return g && { authorId: g.author_id, authorRole: g.author_role, noun: NOUNS[type], preview: type === 'group' ? g.group_title : g.content, link: `/group/${g.group_id}` };
  }
  const u = (await standingsByIds(m, [id])).get(id);
  return u && u.status !== 'deleted' ? { authorId: u.user_id, authorRole: u.role, noun: NOUNS.user, preview: '', link: null } : undefined;
}
