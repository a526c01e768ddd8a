// The shop's synonyms as the owner writes them (pure; the admin form and the search read them).

export const SYNONYM_TERM_MAX = 60;
export const SYNONYM_WORDS_MAX = 300;

/** "Cooling  Glass " → "cooling glass": how a synonym's term is stored and compared. */
export function normalSynonymTerm(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** "sunglasses, cooling glass" → ["sunglasses", "cooling glass"]: each is searched as well. */
export function parseSynonymWords(text: string): string[] {
  const words = text
    .split(/[,;\n]/)
    .map(normalSynonymTerm)
    .filter(Boolean);
  return [...new Set(words)];
}
