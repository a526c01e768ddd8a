// The catalogue's change counter, kept on globalThis so every bundle in the process sees one
// value: work derived from the catalogue (the page cache, the data memo, the API's list memo)
// is reused only while the counter has not moved. Deliberately free of imports so the proxy can
// load it.
//
// It moves on every catalogue write made in this process, and on every write made anywhere
// else that the catalogue bus hears (lib/server/infra/catalogue-bus.ts: PostgreSQL tells every
// app server). While the bus cannot hear (its connection is down, or not up yet), nothing may be
// trusted: every read then gets a new value, so nothing cached is reused until it hears again.
//
// A write that knows which products it changed says so (`bumpCatalogueVersion(ids)`): each move
// keeps a note of its products, so work derived from the catalogue can redo only what concerns
// them (the search index, lib/server/search/index-source.ts). A move without a note (another
// server's write, the bus going deaf, a write that did not say) means "anything may have changed".
const stateKey = Symbol.for('shop.catalogue.version');
/** The version a move made, and the products it changed. */
type ChangeNote = { version: number; products: readonly number[] };
type VersionState = { version: number; unheard: boolean; notes: ChangeNote[] };
type Holder = { [stateKey]?: VersionState };

/** Notes kept: enough for the writes between two searches; older ones count as unknown. */
const MAX_NOTES = 256;

function state(): VersionState {
  const holder = globalThis as Holder;
  holder[stateKey] ??= { version: 0, unheard: false, notes: [] };
  return holder[stateKey];
}

/**
 * The catalogue version to stamp or compare derived work with: equal values mean nothing changed
 * in between. Not a plain getter: while other servers' writes go unheard, each call moves the
 * version and returns a new one, so nothing kept matches it.
 */
export function catalogueVersionOrNew(): number {
  const s = state();
  if (s.unheard) s.version += 1;
  return s.version;
}

/**
 * Moves the version after a catalogue write; `products` are the ids of the products it changed
 * (rows of products, their sizes or photos; [] when none), when the writer knows them.
 */
export function bumpCatalogueVersion(products?: readonly number[]): void {
  const s = state();
  s.version += 1;
  if (!products) return;
  s.notes.push({ version: s.version, products: [...products] });
  if (s.notes.length > MAX_NOTES) s.notes.splice(0, s.notes.length - MAX_NOTES);
}

/** What changed since a version: the products writes named, and whether anything else may have. */
export interface CatalogueChanges {
  /** The version now: the changes are those up to it. */
  version: number;
  /** Every product the notes since name. */
  products: Set<number>;
  /** Some move since had no note (another server's write, a deaf bus, notes too old to keep). */
  unknown: boolean;
}

/** The changes since `since`, a version read earlier. */
export function catalogueChangesSince(since: number): CatalogueChanges {
  const s = state();
  const products = new Set<number>();
  let moves = 0;
  for (const note of s.notes) {
    if (note.version <= since) continue;
    moves += 1;
    for (const id of note.products) products.add(id);
  }
  // Each move since has a note exactly when the notes since are as many as the moves.
  return { version: s.version, products, unknown: s.unheard || moves !== s.version - since };
}

/**
 * Whether writes made on other servers can be missed right now (the bus is not listening). The
 * moment it listens again everything counts as changed, since writes may have been missed.
 */
export function setOtherWritesUnheard(unheard: boolean): void {
  const s = state();
  s.unheard = unheard;
  s.version += 1;
}

const timerKey = Symbol.for('shop.catalogue.version.timer');
type TimerHolder = { [timerKey]?: { at: number; timer: ReturnType<typeof setTimeout> } };

/**
 * Moves the version when `at` comes (a sale ending at midnight): what was derived from the
 * catalogue before then shows the old price and must not outlive it. One timer per process, for
 * the earliest such moment seen; each server reads the same rows, so each schedules its own.
 */
export function bumpCatalogueVersionAt(at: Date): void {
  const holder = globalThis as TimerHolder;
  const when = at.getTime();
  const delay = when - Date.now();
  if (delay <= 0 || delay > 2_147_000_000) return;
  const pending = holder[timerKey];
  if (pending && pending.at <= when) return;
  if (pending) clearTimeout(pending.timer);
  const timer = setTimeout(() => {
    delete holder[timerKey];
    bumpCatalogueVersion();
  }, delay);
  timer.unref?.();
  holder[timerKey] = { at: when, timer };
}
