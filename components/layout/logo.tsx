import { IntentLink } from '@/components/ui/intent-link';

/** The shop's mark: a hanger drawn in the brand colours and the shop's name. */
export function Logo({ name }: { name: string }) {
  return (
    <IntentLink
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-md text-brand"
      aria-label={`${name} home`}
    >
      <span className="grid size-9 place-items-center rounded-lg bg-brand text-accent">
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.7}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 7.2a1.9 1.9 0 1 1 1.9-1.9" />
          <path d="M12 7.2v1.6L3.6 14.6a1 1 0 0 0 .6 1.8h15.6a1 1 0 0 0 .6-1.8L12 8.8" />
        </svg>
      </span>
      <span className="font-display text-lg leading-tight font-semibold tracking-tight max-[360px]:text-base">
        {name}
      </span>
    </IntentLink>
  );
}
