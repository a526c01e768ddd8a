// Which state or union territory a PIN code is in: the invoice's place of supply for a delivery.
// India Post's PIN has the postal zone in its first digit, the sub-zone (a postal circle) in the
// first two and the sorting district in the first three; a sorting district lies in one state,
// except the few below that India Post shares between two (a Union Territory's enclave served
// from a neighbouring state's district, or a district split when a state was). Source: India
// Post's PIN zones and sorting districts. A PIN whose district is shared names both states: the
// shopper chooses, and either is accepted; a PIN not listed here (9xxxxx is the Army and Field
// Post Offices) names no state and any state is accepted.
import { stateName, type StateCode } from './states';

/** Sorting districts: first three digits from, to (inclusive), and the states they serve. */
const DISTRICTS: readonly (readonly [number, number, readonly StateCode[]])[] = [
  [110, 110, ['07']], // Delhi
  [121, 136, ['06']], // Haryana
  [140, 152, ['03']], // Punjab
  [160, 160, ['04', '03']], // Chandigarh, and Mohali in Punjab
  [171, 177, ['02']], // Himachal Pradesh
  [180, 193, ['01']], // Jammu and Kashmir
  [194, 194, ['38', '01']], // Ladakh (Leh, Kargil), served with Jammu and Kashmir
  [201, 243, ['09']], // Uttar Pradesh
  [244, 244, ['09', '05']], // Moradabad and Rampur; Kashipur in Uttarakhand
  [245, 245, ['09']],
  [246, 247, ['09', '05']], // Bijnor and Saharanpur; Garhwal and Roorkee in Uttarakhand
  [248, 249, ['05']], // Dehradun, Haridwar, Tehri: Uttarakhand
  [250, 261, ['09']],
  [262, 262, ['09', '05']], // Pilibhit and Lakhimpur; Pithoragarh in Uttarakhand
  [263, 263, ['05']], // Kumaon: Uttarakhand
  [264, 285, ['09']],
  [301, 345, ['08']], // Rajasthan
  [360, 396, ['24']], // Gujarat (Diu and Daman below)
  [400, 402, ['27']], // Maharashtra
  [403, 403, ['30']], // Goa
  [404, 445, ['27']],
  [450, 488, ['23']], // Madhya Pradesh
  [490, 497, ['22']], // Chhattisgarh
  [500, 506, ['36']], // Telangana
  [507, 507, ['36', '37']], // Khammam; the mandals that moved to Andhra Pradesh in 2014
  [508, 509, ['36']],
  [515, 535, ['37']], // Andhra Pradesh (Yanam below)
  [560, 591, ['29']], // Karnataka
  [600, 604, ['33']], // Tamil Nadu
  [605, 605, ['33', '34']], // Puducherry, and Villupuram in Tamil Nadu
  [606, 643, ['33']], // (Bahour and Karaikal below)
  [670, 695, ['32']], // Kerala (Mahe and Lakshadweep below)
  [700, 736, ['19']], // West Bengal
  [737, 737, ['11']], // Sikkim
  [738, 743, ['19']],
  [744, 744, ['35']], // Andaman and Nicobar Islands
  [751, 770, ['21']], // Odisha
  [781, 788, ['18']], // Assam
  [790, 792, ['12']], // Arunachal Pradesh
  [793, 794, ['17']], // Meghalaya
  [795, 795, ['14']], // Manipur
  [796, 796, ['15']], // Mizoram
  [797, 798, ['13']], // Nagaland
  [799, 799, ['16']], // Tripura
  [800, 812, ['10']], // Bihar
  [813, 813, ['10', '20']], // Bhagalpur and Banka; the Santhal Parganas' edge in Jharkhand
  [814, 816, ['20']], // Jharkhand: Dumka, Deoghar, Giridih, Sahibganj
  [821, 821, ['10']],
  [822, 822, ['20']], // Palamu
  [823, 824, ['10']], // Gaya, Aurangabad
  [825, 835, ['20']], // Hazaribagh, Dhanbad, Bokaro, Jamshedpur, Ranchi
  [841, 855, ['10']], // North Bihar
];

/** Post offices inside a district that lie in another state: whole PINs from, to (inclusive). */
const ENCLAVES: readonly (readonly [number, number, readonly StateCode[]])[] = [
  [362500, 362599, ['24', '26']], // Diu, among Gir Somnath's offices
  [396150, 396249, ['24', '26']], // Daman, Dadra and Silvassa, among Valsad's offices
  [533460, 533469, ['37', '34']], // Yanam (Puducherry)
  [607400, 607499, ['33', '34']], // Bahour (Puducherry)
  [609600, 609699, ['33', '34']], // Karaikal (Puducherry)
  [673310, 673319, ['32', '34']], // Mahe (Puducherry)
  [682551, 682559, ['31']], // Lakshadweep's islands, sorted at Kochi
  [783123, 783123, ['18', '17']], // on the Garo Hills' edge (Meghalaya)
];

const PIN = /^[1-9]\d{5}$/;

/**
 * The states a PIN code is in: one for almost every PIN, two where India Post's district is
 * shared, none for a PIN that is not 6 digits or whose district is not listed.
 */
export function pinStates(pincode: string): readonly StateCode[] {
  const pin = pincode.trim();
  if (!PIN.test(pin)) return [];
  const whole = Number(pin);
  const enclave = ENCLAVES.find(([from, to]) => whole >= from && whole <= to);
  if (enclave) return enclave[2];
  const district = Math.floor(whole / 1000);
  return DISTRICTS.find(([from, to]) => district >= from && district <= to)?.[2] ?? [];
}

/** The one state a PIN code is in, or null when it names none or two. */
export function stateFromPin(pincode: string): StateCode | null {
  const states = pinStates(pincode);
  return states.length === 1 ? states[0]! : null;
}

/** "Kerala", or "Tamil Nadu or Puducherry". */
function statesText(states: readonly StateCode[]): string {
  return states.map(stateName).join(' or ');
}

/**
 * Why `state` (a GST state code) cannot be the state of a delivery to `pincode`, or null when it
 * can be (or the PIN names no state): "PIN 682031 is in Kerala, not Karnataka."
 */
export function pinStateProblem(pincode: string, state: string): string | null {
  const states = pinStates(pincode);
  if (state === '' || states.length === 0 || (states as readonly string[]).includes(state)) {
    return null;
  }
  return `PIN ${pincode.trim()} is in ${statesText(states)}, not ${stateName(state)}.`;
}

/** What to ask when a PIN code names two states and none was chosen, else null. */
export function pinStateChoice(pincode: string): string | null {
  const states = pinStates(pincode);
  if (states.length < 2) return null;
  return `PIN ${pincode.trim()} is in ${statesText(states)}: choose the state.`;
}
