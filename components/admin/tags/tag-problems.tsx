import { plural } from '@/lib/shared/counts';
import { cutGraphemes } from '@/lib/shared/graphemes';

const SHOWN = 10;

/** Values as the admin typed them, kept short: a pasted paragraph must not fill the page. */
function quoted(values: readonly string[]): string {
  const shown = values.slice(0, SHOWN).map((v) => `“${cutGraphemes(v, 20)}”`);
  const more = values.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * What in the link could not become a tag: values that are not product ids, and ids of products
 * that no longer exist. Shown above the tags, never printed.
 */
export function TagProblems({
  invalid,
  unknownIds,
}: {
  invalid: readonly string[];
  unknownIds: readonly number[];
}) {
  if (invalid.length === 0 && unknownIds.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="tag-problems"
      className="space-y-1 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger print:hidden"
    >
      {unknownIds.length > 0 && (
        <p>
          No tag for {plural(unknownIds.length, 'product', 'products')}{' '}
          {unknownIds.map((id) => `#${id}`).join(', ')}: not in the catalogue (deleted?).
        </p>
      )}
      {invalid.length > 0 && <p>Not product ids, left out: {quoted(invalid)}.</p>}
    </div>
  );
}
