import { z } from '@/lib/shared/validation/zod';
import { isPlainText } from '@/lib/shared/validation/plain-text';
import {
  normalSynonymTerm,
  parseSynonymWords,
  SYNONYM_TERM_MAX,
  SYNONYM_WORDS_MAX,
} from '@/lib/shared/search/synonym-words';

/** The synonyms editor's form: when shoppers type `term`, also search `alsoSearch`. */
export const searchSynonymSchema = z.object({
  term: z
    .string({ error: 'Type what shoppers search for.' })
    .transform(normalSynonymTerm)
    .pipe(
      z
        .string()
        .min(1, 'Type what shoppers search for.')
        .max(SYNONYM_TERM_MAX, `Keep it to ${SYNONYM_TERM_MAX} characters.`)
        .refine((v) => v.split(' ').length <= 3, 'Use at most three words.')
        .refine((v) => /[\p{L}\p{N}]/u.test(v), 'Type a word with letters or digits.')
        .refine(isPlainText, 'The search must not contain control characters.'),
    ),
  alsoSearch: z
    .string({ error: 'Type at least one word to search as well.' })
    .max(SYNONYM_WORDS_MAX, `Keep it to ${SYNONYM_WORDS_MAX} characters.`)
    .refine((v) => parseSynonymWords(v).length > 0, 'Type at least one word to search as well.')
    .refine(isPlainText, 'The words must not contain control characters.'),
});

export type SearchSynonymInput = z.input<typeof searchSynonymSchema>;
export type SearchSynonymValues = z.output<typeof searchSynonymSchema>;
