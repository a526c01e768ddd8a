// The one test for "a plain JSON object" before reading its fields (stored values, answers).

export type Loose = Record<string, unknown>;

/** Whether `value` is an object with fields (not null, not an array). */
export function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
