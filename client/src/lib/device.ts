const KEY = 'deviceId';
let memoryId: string | undefined;

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http LAN addresses are not one.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The device identifier: generated once, kept in local storage, sent on login and registration.
 * When storage is unavailable (some private modes throw), the id lives for this page load only.
 */
export function getDeviceId(): string {
  try {
    let id = localStorage.getItem(KEY);
    if (!id) {
      id = newId();
      localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    memoryId ??= newId();
    return memoryId;
  }
}
