const KEY = 'deviceId';

/** The device identifier: generated once, kept in local storage, sent on login and registration. */
export function getDeviceId(): string {
  let id = localStorage.getItem(KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(KEY, id);
  }
  return id;
}
