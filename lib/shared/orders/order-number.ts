// Order numbers as people say them: "SP-1042". The database keeps the integer; the prefix comes
// from ORDER_NUMBER_PREFIX, else the shop name's initials ("Style Point Menswear" -> "SPM").

/** 2–4 capital letters from the shop name's words, "ORD" when it has none. */
export function prefixFromShopName(shopName: string): string {
  const initials = shopName
    .split(/\s+/)
    .map((word) =>
      word
        .replace(/[^A-Za-z]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('')
    .slice(0, 4);
  return initials.length >= 2 ? initials : 'ORD';
}

export function formatOrderNumber(prefix: string, number: number): string {
  return `${prefix}-${number}`;
}

/**
 * "SP-1042", "sp-1042" or "1042" -> 1042; anything else (another prefix, signs, decimals) -> null.
 * The prefix is checked so a link from before a prefix change still names the order by digits.
 */
export function parseOrderNumber(text: string, prefix: string): number | null {
  const match = /^(?:([A-Za-z]{1,8})-)?(\d{1,9})$/.exec(text.trim());
  if (!match) return null;
  if (match[1] !== undefined && match[1].toUpperCase() !== prefix.toUpperCase()) return null;
  const n = Number(match[2]);
  return n >= 1 ? n : null;
}
