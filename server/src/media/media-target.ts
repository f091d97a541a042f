import { BadRequestException } from '@nestjs/common';
import { MEDIA_MESSAGES } from './media-limits';
import { msg } from '../i18n';

/** What a media file is attached to (exactly one of them, as the media table enforces). */
export type TargetKind = 'post' | 'post_comment' | 'group_comment';

export interface TargetRef {
  kind: TargetKind;
  id: number;
}

/** The upload's form fields that name the target, before they are resolved against the database. */
export type TargetRequest = TargetRef | { kind: 'comment'; id: number };

const ID = /^[1-9]\d{0,9}$/;

function parseId(name: string, value: string): number {
  const n = Number(value.trim());
  if (!ID.test(value.trim()) || n > 2_147_483_647) throw new BadRequestException(msg('{name} must be a positive whole number', { name }));
  return n;
}

/**
 * Reads postId / commentId (+ optional target) / groupCommentId from the form. The spec sends
 * `commentId` for post comments and group comments alike, so without `target` a commentId is
 * resolved later by ownership (see MediaTargets.resolve). Pure, unit-tested.
 */
export function parseTargetFields(fields: Record<string, string>): TargetRequest | undefined {
  const given = (['postId', 'commentId', 'groupCommentId'] as const).filter((k) => fields[k] !== undefined && fields[k].trim() !== '');
  if (given.length === 0) return undefined;
  if (given.length > 1) throw new BadRequestException(msg('Give only one of postId, commentId or groupCommentId.'));
  const name = given[0];
  const id = parseId(name, fields[name]);
  if (name === 'postId') return { kind: 'post', id };
  if (name === 'groupCommentId') return { kind: 'group_comment', id };
  const target = fields.target?.trim();
  if (target === undefined || target === '') return { kind: 'comment', id };
  if (target === 'post_comment' || target === 'group_comment') return { kind: target, id };
  throw new BadRequestException(msg('target must be post_comment or group_comment'));
}

export function requireTarget(fields: Record<string, string>): TargetRequest {
  const t = parseTargetFields(fields);
  if (!t) throw new BadRequestException(MEDIA_MESSAGES.noTarget);
  return t;
}

/** The media table column holding a target's id. */
export const TARGET_COLUMN: Record<TargetKind, 'posts_id' | 'comment_id' | 'group_comment_id'> = {
  post: 'posts_id',
  post_comment: 'comment_id',
  group_comment: 'group_comment_id',
};

/** A media row's target columns (exactly one of them is set). */
export interface MediaAttachment {
  posts_id: number | null;
  comment_id: number | null;
  group_comment_id: number | null;
}

/** The target a media row is attached to. */
export function targetOfRow(row: MediaAttachment): TargetRef {
  if (row.posts_id !== null) return { kind: 'post', id: row.posts_id };
  if (row.comment_id !== null) return { kind: 'post_comment', id: row.comment_id };
  return { kind: 'group_comment', id: row.group_comment_id! };
}
