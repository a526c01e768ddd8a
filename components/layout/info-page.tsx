import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';

/** The frame of the shop's information pages (about, contact, policies): title, intro, text. */
export function InfoPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: title }]} />
      <h1 className="mt-4 font-display text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 text-lg text-muted">{intro}</p> : null}
      {updated ? <p className="mt-2 text-xs text-muted">Last updated: {updated}</p> : null}
      <div className="mt-8 space-y-4 leading-relaxed text-ink [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
        {children}
      </div>
    </div>
  );
}
