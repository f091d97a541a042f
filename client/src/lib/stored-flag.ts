/** A yes/no note kept in the browser's storage: `'1'` while set, no entry otherwise. */
export interface StoredFlag {
  set(on: boolean): void;
  isSet(): boolean;
}

/**
 * The note `key` in `storage` (a function: reading `localStorage` itself may throw where storage is
 * refused). Where the browser refuses storage (private mode, a full quota) nothing is kept and the
 * note reads as not set; every caller can live with that.
 */
export function storedFlag(storage: () => Storage, key: string): StoredFlag {
  return {
    set(on) {
      try {
        if (on) storage().setItem(key, '1');
        else storage().removeItem(key);
      } catch {
        // not kept: the note reads as not set
      }
    },
    isSet() {
      try {
        return storage().getItem(key) === '1';
      } catch {
        return false;
      }
    },
  };
}
