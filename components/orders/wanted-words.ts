// The wanted list's headline for one product and size.
import { countText } from '@/lib/shared/counts';

/** "5 people asked for Linen Shirt in M"; "1 person asked for Cap" (no size). */
export function askedLine(item: { requests: number; name: string; size: string | null }): string {
  const who = `${countText(item.requests, 'person', 'people')} asked`;
  return `${who} for ${item.name}${item.size ? ` in ${item.size}` : ''}`;
}
