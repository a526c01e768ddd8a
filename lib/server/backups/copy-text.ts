// PostgreSQL's COPY text format, one row a line: the form every table takes inside a backup.
// PGlite writes it itself (COPY … TO '/dev/blob'); on PostgreSQL the rows arrive as text through
// a cursor and are written here byte for byte as COPY would (CopyAttributeOutText: backslash,
// the tab delimiter and \b \f \n \r \v are escaped, every other byte is kept, NULL is \N), so a
// table's checksum is the same whichever database wrote it. The restore reads it back here.

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
};
const NEEDS_ESCAPE = /[\\\t\n\r\b\f\v]/g;

/** One field as COPY writes it. */
export function encodeCopyField(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(NEEDS_ESCAPE, (c) => ESCAPES[c]!);
}

/** One row as COPY writes it, with its line end. */
export function encodeCopyRow(values: readonly (string | null)[]): string {
  return `${values.map(encodeCopyField).join('\t')}\n`;
}

const UNESCAPES: Record<string, string> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** One field of a COPY line (without its delimiter) back to its text, or null for \N. */
export function decodeCopyField(field: string): string | null {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  return field.replace(/\\(.)/gs, (_, c: string) => UNESCAPES[c] ?? c);
}

/** One COPY line (without its line end) back to its fields. */
export function decodeCopyRow(line: string): (string | null)[] {
  // An escaped tab is "\t" (two characters), so every raw tab is a delimiter.
  return line.split('\t').map(decodeCopyField);
}
