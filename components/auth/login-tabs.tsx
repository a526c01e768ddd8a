'use client';

import type { KeyboardEvent } from 'react';

export type LoginTab = 'customer' | 'admin';

const TABS: { value: LoginTab; label: string }[] = [
  { value: 'customer', label: 'Customer' },
  { value: 'admin', label: 'Admin' },
];

/** The two login tabs; arrow keys, Home and End move between them (WAI-ARIA tabs pattern). */
export function LoginTabs({
  active,
  onChange,
}: {
  active: LoginTab;
  onChange: (tab: LoginTab) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.value === active);
    let nextIndex: number | null = null;
    if (event.key === 'ArrowRight') nextIndex = (index + 1) % TABS.length;
    if (event.key === 'ArrowLeft') nextIndex = (index - 1 + TABS.length) % TABS.length;
    if (event.key === 'Home') nextIndex = 0;
    if (event.key === 'End') nextIndex = TABS.length - 1;
    const next = nextIndex === null ? undefined : TABS[nextIndex];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    document.getElementById(`login-tab-${next.value}`)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Login as"
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 rounded-xl bg-canvas p-1"
    >
      {TABS.map((t) => {
        const selected = t.value === active;
        return (
          <button
            key={t.value}
            id={`login-tab-${t.value}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="login-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.value)}
            className={`rounded-lg px-3 py-2.5 text-sm font-semibold transition ${
              selected
                ? 'bg-surface text-brand shadow-sm ring-1 ring-line'
                : 'text-muted hover:text-ink'
            }`}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
