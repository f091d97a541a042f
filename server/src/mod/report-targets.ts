import { EntityManager } from 'typeorm';
import { groupContentForModeration } from '../groups';
import { contentForModeration } from '../posts';
import type { ReportCaseRow } from '../reports';
import { standingsByIds } from '../users';
import type { AuditSnapshotDto, ReportTargetContextDto, ReportTargetDto } from './dto/mod-responses.dto';

/** A reported target as the resolution needs it: whose it is and how to name it to them. */
export interface ResolvedTarget {
  authorId: number;
  authorName: string;
  authorRole: string;
  /** `post`, `comment`, `group`, `group comment`, `account`. */
  noun: string;
  preview: string;
  link: string | null;
  /** The content as it is now, for the audit entry's snapshot. */
  snapshot: AuditSnapshotDto;
}

type TargetType = ReportCaseRow['target_type'];

const NOUNS: Record<TargetType, string> = { post: 'post', comment: 'comment', group: 'group', group_comment: 'group comment', user: 'account' };

/** The client paths that open a target in its context (the web client's routes). */
const targetUrls = {
  post: (postId: number) => `/post/${postId}`,
  comment: (postId: number, commentId: number) => `/post/${postId}#comment-${commentId}`,
  group: (groupId: number) => `/group/${groupId}`,
  groupComment: (groupId: number, commentId: number) => `/group/${groupId}#group-comment-${commentId}`,
  profile: (userId: number) => `/userpen?userId=${userId}`,
};

/** The previews of a page of cases: one read per target type, from each owner (and one for the posts of reported comments). */
export async function targetPreviews(m: EntityManager, cases: Array<Pick<ReportCaseRow, 'target_type' | 'target_id'>>): Promise<Map<string, ReportTargetDto>> {
  const idsOf = (type: TargetType) => cases.filter((c) => c.target_type === type).map((c) => c.target_id);
  const [posts, comments, groups, groupComments, members] = await Promise.all([
    contentForModeration(m, 'post', idsOf('post')),
    contentForModeration(m, 'comment', idsOf('comment')),
    groupContentForModeration(m, 'group', idsOf('group')),
    groupContentForModeration(m, 'group_comment', idsOf('group_comment')),
    standingsByIds(m, idsOf('user')),
  ]);
  const postsOfComments = await contentForModeration(m, 'post', [...new Set([...comments.values()].map((c) => c.post_id))]);
  const out = new Map<string, ReportTargetDto>();
  const gone: ReportTargetDto = { content: null, media: [], author: null, group: null, post_id: null, visible: false, anonymous: false, url: null, context: null };
  for (const c of cases) {
    const key = `${c.target_type}:${c.target_id}`;
    if (c.target_type === 'post' || c.target_type === 'comment') {
      const p = (c.target_type === 'post' ? posts : comments).get(c.target_id);
      const post = p && c.target_type === 'comment' ? postsOfComments.get(p.post_id) : undefined;
      const context: ReportTargetContextDto | null = post
        ? { post: { post_id: post.post_id, content: post.content, author: { user_id: post.author_id, user_name: post.author_name }, visible: post.visible, url: targetUrls.post(post.post_id) }, group: null }
        : null;
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
              anonymous: p.anonymous,
              url: c.target_type === 'post' ? targetUrls.post(p.post_id) : targetUrls.comment(p.post_id, p.id),
              context,
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
              anonymous: false,
              visible: g.visible,
              url: c.target_type === 'group' ? targetUrls.group(g.group_id) : targetUrls.groupComment(g.group_id, g.id),
              context: c.target_type === 'group_comment' ? { post: null, group: { group_id: g.group_id, title: g.group_title, url: targetUrls.group(g.group_id) } } : null,
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
              anonymous: false,
              visible: u.status === 'active',
              url: targetUrls.profile(u.user_id),
              context: null,
            }
          : gone,
      );
    }
  }
  return out;
}

/** Whose the target is, for a resolution and an audit entry; undefined when it no longer exists. */
export async function resolvedTarget(m: EntityManager, type: TargetType, id: number): Promise<ResolvedTarget | undefined> {
  if (type === 'post' || type === 'comment') {
    const p = (await contentForModeration(m, type, [id])).get(id);
    return (
      p && {
        authorId: p.author_id,
        authorName: p.author_name,
        authorRole: p.author_role,
        noun: NOUNS[type],
        preview: p.content,
        link: `/post/${p.post_id}`,
        snapshot: { text: p.content, media: p.media.map((x) => ({ media_id: x.media_id, media_type: x.type })), author: { user_id: p.author_id, user_name: p.author_name } },
      }
    );
  }
  if (type === 'group' || type === 'group_comment') {
    const g = (await groupContentForModeration(m, type, [id])).get(id);
    return (
      g && {
        authorId: g.author_id,
        authorName: g.author_name,
        authorRole: g.author_role,
        noun: NOUNS[type],
        preview: type === 'group' ? g.group_title : g.content,
        link: `/group/${g.group_id}`,
        snapshot: { text: g.content, media: g.media.map((x) => ({ media_id: x.media_id, media_type: x.media_type })), author: { user_id: g.author_id, user_name: g.author_name } },
      }
    );
  }
  const u = (await standingsByIds(m, [id])).get(id);
  return u && u.status !== 'deleted'
    ? {
        authorId: u.user_id,
        authorName: u.user_name,
        authorRole: u.role,
        noun: NOUNS.user,
        preview: '',
        link: null,
        snapshot: { text: u.bio, media: [], author: { user_id: u.user_id, user_name: u.user_name } },
      }
    : undefined;
}

const LABEL_PREVIEW = 40;

/** How an audit entry names its target: `Mark Troll's post “BUY CHEAP…”`, `Mark Troll's account`. */
export function targetLabel(t: Pick<ResolvedTarget, 'authorName' | 'noun' | 'preview'>): string {
  const text = t.preview.replace(/\s+/g, ' ').trim();
  const quote = text.length > LABEL_PREVIEW ? `${text.slice(0, LABEL_PREVIEW).trimEnd()}…` : text;
  return quote ? `${t.authorName}'s ${t.noun} “${quote}”` : `${t.authorName}'s ${t.noun}`;
}
