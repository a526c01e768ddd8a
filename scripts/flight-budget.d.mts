// Types for the flight budget's tests (the script itself is plain Node, run before tsc).
export interface FlightRow {
  id: string;
  /** '' for a model row (JSON); else its tag: 'I' a client reference, 'T' text, 'H' a hint… */
  tag: string;
  payload: string;
  bytes: number;
}
export interface FlightCard {
  productId: number | null;
  /** The card's element subtree as serialized. */
  ownBytes: number;
  /** The ids of the rows only this card places. */
  rows: string[];
  rowBytes: number;
  bytes: number;
}
export interface PageFlight {
  flightBytes: number;
  htmlCards: number;
  cards: FlightCard[];
  maxCardBytes: number;
  medianCardBytes: number;
}
export interface FlightBudgets {
  pagesKb: Record<string, number>;
  cardKb: number;
}
export const FLIGHT_BUDGETS: FlightBudgets;
export const LISTING_PAGES: string[];
export function flightOf(html: string): Buffer;
export function countCards(html: string): number;
export function rowsOf(flight: Buffer): FlightRow[];
export function placedRow(value: string): string | null;
export function cardsOf(flight: Buffer): FlightCard[];
export function median(values: number[]): number;
export function measurePage(html: string): PageFlight;
export function judgeFlight(
  measured: (PageFlight & { page: string })[],
  budgets?: FlightBudgets,
): { table: Record<string, string | number>[]; over: string[] };
