// Tells the shop what shoppers searched for and whether they opened a result (the owner's
// "searches that failed" report). Fire and forget: sendBeacon survives the page changing, and a
// lost report costs nothing. Only the text is sent; the server keeps it without personal data.

const ENDPOINT = '/api/search-log/';
const LAST_SEARCH = 'shop.lastSearch';

function send(query: string, event: 'search' | 'click'): void {
  try {
    const body = new Blob([JSON.stringify({ query, event })], { type: 'application/json' });
    if (!navigator.sendBeacon?.(ENDPOINT, body))
      void fetch(ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {});
  } catch {
    // Reporting never gets in the shopper's way.
  }
}

/** A search typed in the box; remembered in this tab so its results' clicks count for it. */
export function logSearch(query: string): void {
  try {
    sessionStorage.setItem(LAST_SEARCH, query);
  } catch {
    // Private modes may refuse storage; the search is still reported.
  }
  send(query, 'search');
}

/** A result opened from the results of `query`, counted only when this tab searched for it. */
export function logSearchClick(query: string): void {
  let last: string | null = null;
  try {
    last = sessionStorage.getItem(LAST_SEARCH);
  } catch {
    return;
  }
  if (last === null || last.trim().toLowerCase() !== query.trim().toLowerCase()) return;
  send(query, 'click');
}
