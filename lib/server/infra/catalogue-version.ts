// The catalogue's write counter, kept on globalThis so every bundle in the process sees one
// value: the app's route handlers and server actions bump it, the proxy's page cache and the
// API's list memo read it. Deliberately free of imports so the proxy can load it.
const versionKey = Symbol.for('shop.catalogue.version');
type VersionHolder = { [versionKey]?: number };

/** Bumped by every catalogue write in this process: work derived from the catalogue keys on it. */
export function catalogueVersion(): number {
  return (globalThis as VersionHolder)[versionKey] ?? 0;
}

export function bumpCatalogueVersion(): void {
  (globalThis as VersionHolder)[versionKey] = catalogueVersion() + 1;
}
