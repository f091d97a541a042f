import { EntityManager } from 'typeorm';
import { FORGET_DEVICE_SQL, REMEMBER_DEVICE_SQL } from './known-devices.queries';

/** Records the device as the member's; true when it was not known yet. */
export async function rememberDevice(m: EntityManager, userId: number, deviceId: string): Promise<boolean> {
  const added: unknown[] = await m.query(REMEMBER_DEVICE_SQL, [userId, deviceId]);
  return added.length === 1;
}

export async function forgetDevice(m: EntityManager, userId: number, deviceId: string): Promise<void> {
  await m.query(FORGET_DEVICE_SQL, [userId, deviceId]);
}
