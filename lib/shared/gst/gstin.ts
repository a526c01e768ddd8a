// The GSTIN (a GST registration number): 15 characters, the state code (2 digits), the holder's
// PAN (5 letters, 4 digits, 1 letter), the registration's number for that PAN (1-9 or A-Z), "Z"
// by default (letters other than Z are reserved, so any letter or digit is accepted) and a check
// character computed over the first 14 with the GSTN's base-36 scheme below.
import { isGstinStateCode } from './states';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])([0-9A-Z])([0-9A-Z])$/;

/**
 * The check character for the first 14 characters: each character's value (0-9, A=10 … Z=35)
 * times 1 or 2 alternately, each product's base-36 digits summed, and the character that takes
 * the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14.charAt(i));
    if (value < 0) throw new Error(`not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** Spaces dropped and letters capitalised: how a GSTIN is kept. */
export function normalizeGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Why `gstin` (normalised) is not a valid GSTIN, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) {
    return `A GSTIN has 15 characters; this one has ${gstin.length}.`;
  }
  const match = SHAPE.exec(gstin);
  if (!match) {
    return 'A GSTIN is the 2-digit state code, the 10-character PAN, then 3 letters or digits (e.g. 29ABCDE1234F1ZW).';
  }
  if (!isGstinStateCode(match[1]!)) {
    return `${match[1]} is not a GST state code.`;
  }
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (expected !== gstin.charAt(14)) {
    return 'This GSTIN’s last character does not match the rest (its checksum is wrong): check it for a typing mistake.';
  }
  return null;
}
