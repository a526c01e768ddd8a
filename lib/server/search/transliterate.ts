import 'server-only';
import Sanscript from '@indic-transliteration/sanscript';

// Words typed in an Indian script are searched by their romanised form ("कुर्ता" → kurta,
// "ಶರ್ಟ್" → shart, which is one typo from shirt). Sanscript (MIT, the indic-transliteration
// project) does the script-to-ITRANS mapping; three things it leaves to us are done here:
//  - the inherent vowel is not spoken at the end of a word ("शर्ट" is shirt's shart, not sharta),
//    and in Hindi, Punjabi and Gujarati not between a vowel-consonant and a consonant-vowel
//    either ("शेरवानी" is said sherwani, not sheravani): Ohala's schwa deletion, by adding the
//    virama those syllables are spoken with;
//  - Malayalam's chillu letters are written as their consonant and virama;
//  - Tamil's three letters with no Sanskrit twin (ன ற ழ) are read as their nearest (ந ர ள).

/** Unicode blocks of the scripts read here, in the layout they share (ISCII order). */
const SCRIPTS: { start: number; scheme: string; dropsMedialSchwa: boolean }[] = [
  { start: 0x0900, scheme: 'devanagari', dropsMedialSchwa: true },
  { start: 0x0980, scheme: 'bengali', dropsMedialSchwa: false },
  { start: 0x0a00, scheme: 'gurmukhi', dropsMedialSchwa: true },
  { start: 0x0a80, scheme: 'gujarati', dropsMedialSchwa: true },
  { start: 0x0b00, scheme: 'oriya', dropsMedialSchwa: false },
  { start: 0x0b80, scheme: 'tamil_extended', dropsMedialSchwa: false },
  { start: 0x0c00, scheme: 'telugu', dropsMedialSchwa: false },
  { start: 0x0c80, scheme: 'kannada', dropsMedialSchwa: false },
  { start: 0x0d00, scheme: 'malayalam', dropsMedialSchwa: false },
];

const EQUIVALENTS: [RegExp, string][] = [
  [/\u0d7a/g, '\u0d23\u0d4d'],
  [/\u0d7b/g, '\u0d28\u0d4d'],
  [/\u0d7c/g, '\u0d30\u0d4d'],
  [/\u0d7d/g, '\u0d32\u0d4d'],
  [/\u0d7e/g, '\u0d33\u0d4d'],
  [/\u0d7f/g, '\u0d15\u0d4d'],
  // Devanagari's candra o (कॉलर, ऑफ़) is the English o.
  [/\u0949/g, '\u094b'],
  [/\u0911/g, '\u0913'],
  [/\u0ba9/g, '\u0ba8'],
  [/\u0bb1/g, '\u0bb0'],
  [/\u0bb4/g, '\u0bb3'],
];

function scriptOf(word: string) {
  const code = word.codePointAt(0) ?? 0;
  if (code < 0x900 || code >= 0xd80) return undefined;
  return SCRIPTS.find((s) => code >= s.start && code < s.start + 0x80);
}

// Offsets within a block (shared by all the scripts above).
const isConsonant = (o: number) => (o >= 0x15 && o <= 0x39) || (o >= 0x58 && o <= 0x5f);
const isVowelSign = (o: number) => (o >= 0x3e && o <= 0x4c) || o === 0x62 || o === 0x63;
const isIndependentVowel = (o: number) => (o >= 0x04 && o <= 0x14) || o === 0x60 || o === 0x61;
const NUKTA = 0x3c;
const VIRAMA = 0x4d;

type Unit = { text: string; consonant: boolean; vowel: 'schwa' | 'sign' | 'none'; joined: boolean };

const spoken = (u: Unit | undefined) => u !== undefined && (!u.consonant || u.vowel !== 'none');

/** The word with a virama after each consonant whose inherent vowel is not spoken. */
function dropSchwas(word: string, start: number, dropsMedial: boolean): string {
  const units: Unit[] = [];
  for (const char of word) {
    const o = char.codePointAt(0)! - start;
    const last = units.at(-1);
    if (isConsonant(o)) {
      const joined = last?.consonant === true && last.vowel === 'none';
      units.push({ text: char, consonant: true, vowel: 'schwa', joined });
    } else if (last?.consonant && (o === NUKTA || isVowelSign(o) || o === VIRAMA)) {
      last.text += char;
      if (o !== NUKTA) last.vowel = o === VIRAMA ? 'none' : 'sign';
    } else if (last && !isIndependentVowel(o)) {
      last.text += char; // anusvara, visarga and other signs stay with their syllable
    } else {
      units.push({ text: char, consonant: false, vowel: 'sign', joined: false });
    }
  }
  // Right to left, so a schwa dropped after this one no longer counts as spoken (Ohala).
  for (let i = units.length - 1; i > 0; i--) {
    const unit = units[i]!;
    if (!unit.consonant || unit.vowel !== 'schwa') continue;
    let next = i + 1;
    while (units[next]?.consonant && units[next]!.vowel === 'none') next += 1;
    const final = i === units.length - 1;
    const beforeCv = next > i + 1 || units[next]?.consonant === true ? spoken(units[next]) : false;
    const medial = dropsMedial && !unit.joined && spoken(units[i - 1]) && beforeCv;
    if ((final && units.slice(0, i).some(spoken)) || medial) {
      unit.vowel = 'none';
      unit.text += String.fromCodePoint(start + VIRAMA);
    }
  }
  return units.map((u) => u.text).join('');
}

/** ITRANS to plain lower-case Latin: anusvara and the nasals as n, marks dropped. */
function plainLatin(itrans: string): string {
  return itrans
    .replace(/~n|~N|\.N|M|\.m/g, 'n')
    .replace(/R\^i|RRi|R\^I|RRI/g, 'ri')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The romanised form of a word in an Indian script; other words are returned as they are. */
export function romanise(word: string): string {
  const script = scriptOf(word);
  if (!script) return word;
  let text = word;
  for (const [pattern, replacement] of EQUIVALENTS) text = text.replace(pattern, replacement);
  // Nukta letters (ज़ ड़ फ़) read as their base letter, as the sound-alike forms do (z → j).
  const nukta = String.fromCodePoint(script.start + NUKTA);
  text = text.normalize('NFD').split(nukta).join('');
  text = dropSchwas(text, script.start, script.dropsMedialSchwa);
  return plainLatin(Sanscript.t(text, script.scheme, 'itrans'));
}
