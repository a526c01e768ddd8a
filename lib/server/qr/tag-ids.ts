import 'server-only';
// The ids of /admin/tags?ids=1,2,3 (the admin list's "Print tags" link): read leniently so one
// bad or deleted id is reported beside the tags that can be printed, never a blank page.
import { parseId } from '@/lib/shared/ids';

/** At most this many tags at a time: 25 A4 sheets, a print job an office printer takes whole. */
export const MAX_TAGS = 200;

export interface TagIds {
  /** Valid ids in the order asked, each once. */
  ids: number[];
  /** What was asked that is not a product id ("abc", "0", "-3"), as written. */
  invalid: string[];
}

/** `ids` as a comma list, or repeated (`?ids=1&ids=2`); empty items (a trailing comma) are skipped. */
export function parseTagIds(raw: string | string[] | undefined): TagIds {
  const values = (Array.isArray(raw) ? raw : [raw ?? ''])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const value of values) {
    const id = parseId(value);
    if (id === null) invalid.push(value);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, invalid };
}
