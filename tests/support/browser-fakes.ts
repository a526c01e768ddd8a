// Small browser fakes for Vitest's node environment (no DOM library is installed):
// an in-memory Storage, a window (an EventTarget with localStorage, sessionStorage and open),
// and "tabs": several windows sharing one localStorage that fire `storage` events at each other.
import { vi } from 'vitest';

type Fault = 'get' | 'set' | 'all' | null;

/** The Web Storage API over a Map. `fault` makes calls throw; `quota` limits total characters. */
export class MemoryStorage {
  protected data: Map<string, string>;
  fault: Fault = null;
  quota = Infinity;

  constructor(data: Map<string, string> = new Map()) {
    this.data = data;
  }

  get length(): number {
    this.check('get');
    return this.data.size;
  }

  key(index: number): string | null {
    this.check('get');
    return [...this.data.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.check('get');
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.check('set');
    const v = String(value);
    let used = v.length + key.length;
    for (const [k, old] of this.data) if (k !== key) used += k.length + old.length;
    if (used > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    const old = this.data.get(key) ?? null;
    this.data.set(key, v);
    // Browsers fire no storage event when the value did not change.
    if (old !== v) this.changed(key, old, v);
  }

  removeItem(key: string): void {
    this.check('set');
    const old = this.data.get(key) ?? null;
    if (!this.data.delete(key)) return;
    this.changed(key, old, null);
  }

  clear(): void {
    this.check('set');
    this.data.clear();
    this.changed(null, null, null);
  }

  /** Direct access for assertions and setup (never faults, fires no events). */
  dump(): Record<string, string> {
    return Object.fromEntries(this.data);
  }

  seed(values: Record<string, string>): void {
    for (const [k, v] of Object.entries(values)) this.data.set(k, v);
  }

  protected changed(_key: string | null, _old: string | null, _value: string | null): void {}

  private check(op: 'get' | 'set'): void {
    if (this.fault === 'all' || this.fault === op) {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }
  }
}

type OpenFn = (url?: string, target?: string, features?: string) => unknown;

export class FakeWindow extends EventTarget {
  localStorage: MemoryStorage;
  sessionStorage = new MemoryStorage();
  open: OpenFn = vi.fn(() => ({ opener: {} }));

  constructor(localStorage: MemoryStorage = new MemoryStorage()) {
    super();
    this.localStorage = localStorage;
  }
}

/** A storage event as browsers deliver it to the other tabs of the origin. */
export function storageEvent(
  key: string | null,
  oldValue: string | null,
  newValue: string | null,
  storageArea: unknown,
): Event {
  const event = new Event('storage');
  Object.assign(event, { key, oldValue, newValue, storageArea, url: 'http://localhost/' });
  return event;
}

/**
 * One tab's view of a localStorage shared by several tabs. Storage events are delivered
 * synchronously (browsers queue them), which is the harsher case: a tab may see the first of
 * two writes before the second lands.
 */
class TabStorage extends MemoryStorage {
  window!: FakeWindow;
  constructor(
    data: Map<string, string>,
    private readonly tabs: Set<TabStorage>,
  ) {
    super(data);
    tabs.add(this);
  }

  protected override changed(key: string | null, old: string | null, value: string | null): void {
    for (const tab of this.tabs) {
      if (tab !== this) tab.window.dispatchEvent(storageEvent(key, old, value, tab));
    }
  }
}

/** `count` windows sharing one localStorage; a write in one fires `storage` in the others. */
export function createTabs(count: number): FakeWindow[] {
  const data = new Map<string, string>();
  const tabs = new Set<TabStorage>();
  return Array.from({ length: count }, () => {
    const storage = new TabStorage(data, tabs);
    const win = new FakeWindow(storage);
    storage.window = win;
    return win;
  });
}

/** Installs a fake browser as the globals window, localStorage and sessionStorage. */
export function installBrowser(win: FakeWindow = new FakeWindow()): FakeWindow {
  vi.stubGlobal('window', win);
  vi.stubGlobal('localStorage', win.localStorage);
  vi.stubGlobal('sessionStorage', win.sessionStorage);
  return win;
}

/** Counts events of `type` dispatched on a target. */
export function countEvents(target: EventTarget, type: string): { readonly count: number } {
  const counter = { count: 0 };
  target.addEventListener(type, () => {
    counter.count += 1;
  });
  return counter;
}
