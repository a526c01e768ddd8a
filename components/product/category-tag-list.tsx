/** A product's main category (its label) and sub category as two small tags. */
export function CategoryTagList({ mainLabel, sub }: { mainLabel: string; sub: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
      <li className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-[#7a4f0f]">
        {mainLabel}
      </li>
      <li className="rounded-full bg-canvas px-2 py-0.5 text-xs font-medium text-muted ring-1 ring-line">
        {sub}
      </li>
    </ul>
  );
}
