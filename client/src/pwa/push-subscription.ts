import { pen } from '../lib/sdk';


export type PushState = 'unsupported' | 'denied' | 'default' | 'subscribed';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'subscribed' : 'default';
}

/**
 * Asks for permission (only ever from a click: browsers block unprompted requests and members
 * dislike them), subscribes with the server's VAPID key and saves the subscription.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'default';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await pen.push.publicKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await pen.push.saveSubscription({ body: {
      endpoint: subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    } });
  return 'subscribed';
}

/** Saves the existing subscription again (it may belong to another member who used this browser). */
export async function resavePushSubscription(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const json = subscription.toJSON();
  await pen.push.saveSubscription({ body: { endpoint: subscription.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } } });
}

/** Sign-out waits at most this long for the browser to unsubscribe. */
export const PUSH_UNSUBSCRIBE_WAIT_MS = 1500;

/**
 * Sign-out: unsubscribes this browser from push, so its push service refuses further messages
 * even if the server still held the subscription. The server forgets it with the device session
 * that saved it, which the sign-out ends. Never throws, and never holds sign-out up for long.
 */
export async function endPushSubscription(waitMs = PUSH_UNSUBSCRIBE_WAIT_MS): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const unsubscribe = (async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  })().catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([unsubscribe, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
