// A failed edit save sends the admin back to the list (docs/product.md §4); this note makes sure they see,
// on that list, that the server did not save. Kept in sessionStorage: this tab only.

const KEY = 'admin:unsaved-edit';
const EVENT = 'admin:unsaved-edit';

export interface UnsavedEdit {
  id: number;
  name: string;
  message: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberUnsavedEdit(note: UnsavedEdit): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(note));
  } catch {
    // Storage full or blocked: the toast still tells the admin.
  }
  window.dispatchEvent(new Event(EVENT));
}

export function clearUnsavedEdit(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
  window.dispatchEvent(new Event(EVENT));
}

/** The raw stored note (a string, so useSyncExternalStore can compare snapshots). */
export const unsavedEditSnapshot = (): string | null => {
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
};

export function subscribeUnsavedEdit(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

export function parseUnsavedEdit(raw: string | null): UnsavedEdit | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<UnsavedEdit>;
    return typeof v.id === 'number' && typeof v.name === 'string' && typeof v.message === 'string'
      ? { id: v.id, name: v.name, message: v.message }
      : null;
  } catch {
    return null;
  }
}
