// India's states and union territories with their GST state codes (the first two digits of a
// GSTIN, and the "place of supply" on an invoice). Codes 25 (Daman and Diu, merged into 26 in
// 2020) and 28 (Andhra Pradesh before 2019, now 37) still appear on old GSTINs, so a GSTIN may
// start with them, but nobody is asked to choose them.

export const GST_STATES = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
] as const;

export type StateCode = (typeof GST_STATES)[number][0];

const NAMES = new Map<string, string>(GST_STATES);

/** Codes a GSTIN may start with: the states above, the two retired codes, 97 and 99. */
const GSTIN_CODES = new Set<string>([...NAMES.keys(), '25', '28', '97', '99']);

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && NAMES.has(value);
}

export function isGstinStateCode(code: string): boolean {
  return GSTIN_CODES.has(code);
}

/** "29" -> "Karnataka"; an unknown code is returned as it is. */
export function stateName(code: string): string {
  return NAMES.get(code) ?? code;
}

/** "Karnataka", "karnataka", "29" or "9" -> "29"; anything else -> null. */
export function stateCodeFrom(text: string): StateCode | null {
  const value = text.trim();
  if (/^\d{1,2}$/.test(value)) {
    const code = value.padStart(2, '0');
    return isStateCode(code) ? code : null;
  }
  const lower = value.toLowerCase();
  const found = GST_STATES.find(([, name]) => name.toLowerCase() === lower);
  return found ? found[0] : null;
}

/** "Karnataka (29)": how invoices name a place of supply. */
export function stateLabel(code: string): string {
  return `${stateName(code)} (${code})`;
}
