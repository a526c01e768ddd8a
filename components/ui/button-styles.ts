// Class strings for links and buttons that look like buttons, so every page uses the same ones.
// The storefront's are large touch targets; `compact` is the denser set of the admin's tool pages.
const shared =
  'inline-flex items-center justify-center gap-2 text-sm font-semibold disabled:opacity-60';
const base = `${shared} min-h-11 rounded-md px-5 transition-colors disabled:cursor-not-allowed`;
const compact = `${shared} rounded-lg px-4 py-2.5 transition`;

export const buttonStyles = {
  primary: `${base} bg-brand text-white hover:bg-brand-strong`,
  secondary: `${base} border border-brand bg-surface text-brand hover:bg-brand/5`,
  accent: `${base} bg-accent text-ink hover:bg-[#c9892a]`,
  light: `${base} bg-white text-brand hover:bg-accent-soft`,
  outlineLight: `${base} border border-white/80 text-white hover:bg-white/10`,
  ghost: `${base} text-brand hover:bg-brand/5`,
  small:
    'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors',
  compact: {
    primary: `${compact} bg-brand text-white shadow-xs hover:bg-brand-strong`,
    secondary: `${compact} border border-line bg-surface text-ink hover:bg-canvas`,
    danger: `${compact} bg-danger text-white shadow-xs hover:bg-[#8f1c13]`,
    dangerOutline: `${compact} border border-danger/40 bg-surface text-danger hover:bg-danger/5`,
  },
} as const;
