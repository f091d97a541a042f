import { EntityManager } from 'typeorm';
import { ListedMemberDto } from './dto/block.dto';
import {
  BLOCKED_BETWEEN_SQL,
  BLOCKED_USERS_SQL,
  DELETE_BLOCK_SQL,
  DELETE_MUTE_SQL,
  HAS_BLOCKED_SQL,
  INSERT_BLOCK_SQL,
  INSERT_MUTE_SQL,
  MUTED_USERS_SQL,
} from './blocks.queries';

/** Whether a block stands between the two members, either way (two primary-key probes). */
export async function blockedBetween(m: EntityManager, a: number, b: number): Promise<boolean> {
  const rows: Array<{ blocked: boolean }> = await m.query(BLOCKED_BETWEEN_SQL, [a, b]);
  return rows[0]?.blocked === true;
}

/** Whether member `blocker` blocked member `blocked` (one primary-key probe). */
export async function hasBlocked(m: EntityManager, blocker: number, blocked: number): Promise<boolean> {
  const rows: unknown[] = await m.query(HAS_BLOCKED_SQL, [blocker, blocked]);
  return rows.length > 0;
}

export async function insertBlock(m: EntityManager, blocker: number, blocked: number): Promise<void> {
  await m.query(INSERT_BLOCK_SQL, [blocker, blocked]);
}

/** Removes the block; answers whether there was one. */
export async function deleteBlock(m: EntityManager, blocker: number, blocked: number): Promise<boolean> {
  const removed: unknown[] = await m.query(DELETE_BLOCK_SQL, [blocker, blocked]);
  return removed.length > 0;
}

export function blockedUsers(m: EntityManager, blocker: number): Promise<ListedMemberDto[]> {
  return m.query(BLOCKED_USERS_SQL, [blocker]);
}

export async function insertMute(m: EntityManager, muter: number, muted: number): Promise<void> {
  await m.query(INSERT_MUTE_SQL, [muter, muted]);
}

/** Removes the mute; answers whether there was one. */
export async function deleteMute(m: EntityManager, muter: number, muted: number): Promise<boolean> {
  const removed: unknown[] = await m.query(DELETE_MUTE_SQL, [muter, muted]);
  return removed.length > 0;
}

export function mutedUsers(m: EntityManager, muter: number): Promise<ListedMemberDto[]> {
  return m.query(MUTED_USERS_SQL, [muter]);
}
