import { EntityManager } from 'typeorm';
import {
  DELETE_SUBSCRIPTION_SQL,
  DEVICES_OF_SQL,
  REMOVE_ENDPOINT_SQL,
  SAVE_SUBSCRIPTION_SQL,
  SUBSCRIPTION_BY_ID_SQL,
  TRIM_DEVICES_SQL,
} from './push-subscriptions.queries';

export interface StoredSubscription {
  subscription_id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves (or takes over) the endpoint for the member's session, only while that session exists;
 * answers false when it does not. A session deleted meanwhile fails with a foreign-key error (23503).
 */
export async function saveSubscription(
  m: EntityManager,
  me: { userId: number; sessionId: number },
  sub: { endpoint: string; p256dh: string; auth: string; expiration: Date | null },
): Promise<boolean> {
  const saved: unknown[] = await m.query(SAVE_SUBSCRIPTION_SQL, [me.userId, me.sessionId, sub.endpoint, sub.p256dh, sub.auth, sub.expiration]);
  return saved.length > 0;
}

/** Forgets the member's devices beyond the newest `keep`. */
export async function trimDevices(m: EntityManager, userId: number, keep: number): Promise<void> {
  await m.query(TRIM_DEVICES_SQL, [userId, keep]);
}

export async function removeEndpoint(m: EntityManager, userId: number, endpoint: string): Promise<void> {
  await m.query(REMOVE_ENDPOINT_SQL, [userId, endpoint]);
}

/** The members' unexpired subscriptions (`userIds` without repeats). */
export function unexpiredDevices(m: EntityManager, userIds: number[]): Promise<Array<{ user_id: number; subscription_id: number }>> {
  return m.query(DEVICES_OF_SQL, [userIds]);
}

export async function subscriptionById(m: EntityManager, subscriptionId: number): Promise<StoredSubscription | undefined> {
  const rows: StoredSubscription[] = await m.query(SUBSCRIPTION_BY_ID_SQL, [subscriptionId]);
  return rows[0];
}

export async function deleteSubscription(m: EntityManager, subscriptionId: number): Promise<void> {
  await m.query(DELETE_SUBSCRIPTION_SQL, [subscriptionId]);
}
