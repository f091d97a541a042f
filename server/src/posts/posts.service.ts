import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { MessageDto } from '../common/error.dto';
import { CreatePostAnswerDto, CreatePostDto } from './dto/create-post.dto';
import { CommentPolicyAnswerDto, VisibilityAnswerDto } from './dto/post.dto';
import { PostOptionsDto } from './dto/post-options.dto';
import { ReportAnswerDto, ReportsService, type ReportInput } from '../reports';
import { OrphanedFilesService } from '../media';
import { hasMention } from './mentions';
import { POST_NOT_FOUND, PostAccessService } from './post-access.service';
import { CommentPolicy, PostEntity, PostType } from './post.entity';
import { POST_MEDIA_WHERE } from './posts.queries';
import * as posts from './posts.repository';
import { cleanText } from './text';
import { msg } from '../i18n';
import { WatchedWordsService } from '../watched';

export const CONTENT_REQUIRED = msg('Content or media is required').message;
const GROUP_NOT_FOUND = msg('Group not found').message;

/** The group of a post for one group's members (issue 44), or null; 400 when the two fields disagree. */
function groupAudience(dto: CreatePostDto): number | null {
  if (dto.visibility === 'group' && dto.groupId === undefined) throw new BadRequestException(msg('A post with visibility group needs its groupId'));
  if (dto.visibility !== 'group' && dto.groupId !== undefined) throw new BadRequestException(msg('groupId needs visibility group'));
  return dto.groupId ?? null;
}
export const ANONYMOUS_PRAYER_ONLY = msg('Only prayer requests can be anonymous').message;
export const FOR_SOMEONE_ELSE_PRAYER_ONLY = msg('Only prayer requests can be for someone else').message;
export const CONSENT_REQUIRED = msg("Confirm that you have this person's permission, or use only their first name").message;

/** Writing posts: create, change audience, delete, report. Reads are in PostReaderService. */
@Injectable()
export class PostsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    private readonly access: PostAccessService,
    private readonly events: DomainEventsService,
    private readonly orphans: OrphanedFilesService,
    private readonly reports: ReportsService,
    private readonly watched: WatchedWordsService,
  ) {}

  /**
   * A post without media is ready at once. With `isReady: false` media follows: the text may be
   * blank, and the post stays hidden from others (media_state processing) until the media jobs
   * mark it ready.
   */
  async create(me: number, dto: CreatePostDto): Promise<CreatePostAnswerDto> {
    const content = cleanText(dto.content);
    const isReady = dto.isReady ?? true;
    if (!content && isReady) throw new BadRequestException(CONTENT_REQUIRED);
    const postType = dto.postType ?? 'normal';
    const groupId = groupAudience(dto);
    const options = postOptions(postType, dto);
    const screening = await this.watched.screen(content);
    const held = screening?.action === 'require_approval';
    const post = await this.db.transaction(async (m) => {
      // The same answer for a group that does not exist and one the author is not in.
      if (groupId !== null && !(await posts.writesToGroup(m, me, groupId))) throw new NotFoundException(GROUP_NOT_FOUND);
      const saved = await m.getRepository(PostEntity).save(
        this.posts.create({
          user_id: me,
          content,
          visibility: dto.visibility ?? 'public',
          group_id: groupId,
          post_type: postType,
          // A held post is shown to its author only until a moderator approves it.
          is_ready: isReady && !held,
          media_state: isReady ? 'none' : 'processing',
          held_at: held ? new Date() : null,
          ...options,
        }),
      );
      await this.watched.report(screening, 'post', saved.posts_id, m);
      return saved;
    });
    // A held post is news to nobody until a moderator approves it (mod's ApprovedContentAnnouncer sends these then).
    if (!held && hasMention(content)) this.events.publish('content.mentioned', { postId: post.posts_id, actorId: me, text: content });
    // A post with media tells the group once it is shown (media.ready, NotificationDeriveService).
    if (groupId !== null && postType !== 'normal' && post.is_ready) this.events.publish('group.prayer-requested', { postId: post.posts_id, actorId: me });
    if (!held) this.events.publish('post.created', { postId: post.posts_id, actorId: me });
    return { postId: post.posts_id, message: postType === 'normal' ? 'Post created' : 'Prayer request created' };
  }

  /** Changes who may comment on the post (issue 44); only the author may. */
  async changeCommentPolicy(me: number, postId: number, policy: CommentPolicy): Promise<CommentPolicyAnswerDto> {
    const post = await this.access.visiblePost(me, postId);
    if (post.user_id !== me) throw new ForbiddenException(msg('You can only change who may comment on your own posts'));
    const changed = await posts.setCommentPolicy(this.db, me, postId, policy);
    if (!changed) throw new NotFoundException(POST_NOT_FOUND);
    return { comment_policy: changed };
  }

  /** Toggles public ↔ friends; only the author may. */
  async changeAudience(me: number, postId: number): Promise<VisibilityAnswerDto> {
    const post = await this.access.visiblePost(me, postId);
    if (post.user_id !== me) throw new ForbiddenException(msg('You can only change the audience of your own posts'));
    if (post.visibility === 'group') throw new BadRequestException(msg("A group post's audience is its group"));
    const visibility = await posts.toggleAudience(this.db, me, postId);
    if (!visibility) throw new NotFoundException(POST_NOT_FOUND);
    return { visibility };
  }

  /** Deletes the author's post with its comments, likes and media rows; the files follow. */
  async deleteOwn(me: number, postId: number): Promise<MessageDto> {
    const keys = await this.db.transaction(async (m) => {
      const post = await this.access.visiblePost(me, postId, m, true);
      if (post.user_id !== me) throw new ForbiddenException(msg('You can only delete your own posts'));
      const files = await this.orphans.keysOf(m, POST_MEDIA_WHERE, [postId]);
      // Comments, likes, comment likes and media rows go with the post (ON DELETE CASCADE).
      await posts.deletePost(m, postId);
      return files;
    });
    this.orphans.release(keys);
    return { message: msg('Post deleted').message };
  }

  /** One report per reporter and post; reporting again updates its reason and details. */
  async report(me: number, postId: number, input: ReportInput): Promise<ReportAnswerDto> {
    const post = await this.access.visiblePost(me, postId);
    if (post.user_id === me) throw new BadRequestException(msg('You cannot report your own post'));
    const filed = await this.reports.report(me, 'post', postId, input);
    return { message: msg('Post reported').message, ...filed };
  }
}

/**
 * The issue 44 options of a new post, checked: only a prayer request may be anonymous or for
 * someone else, and a request for someone else needs the author's confirmation of their consent.
 */
function postOptions(postType: PostType, dto: PostOptionsDto): Pick<PostEntity, 'anonymous' | 'comment_policy' | 'for_someone_else'> {
  const request = postType !== 'normal';
  if (dto.anonymous && !request) throw new BadRequestException(ANONYMOUS_PRAYER_ONLY);
  if (dto.for_someone_else && !request) throw new BadRequestException(FOR_SOMEONE_ELSE_PRAYER_ONLY);
  if (dto.for_someone_else && dto.consent_confirmed !== true) throw new BadRequestException(CONSENT_REQUIRED);
  return { anonymous: dto.anonymous ?? false, comment_policy: dto.comment_policy ?? 'everyone', for_someone_else: dto.for_someone_else ?? false };
}
