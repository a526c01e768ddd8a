// Class strings for links and buttons that look like buttons, so every page uses the same ones.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-brand text-white hover:bg-brand-strong`,
  secondary: `${base} border border-brand bg-surface text-brand hover:bg-brand/5`,
  accent: `${base} bg-accent text-ink hover:bg-[#c9892a]`,
  light: `${base} bg-white text-brand hover:bg-accent-soft`,
  outlineLight: `${base} border border-white/80 text-white hover:bg-white/10`,
  ghost: `${base} text-brand hover:bg-brand/5`,
  small:
    'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors',
} as const;
