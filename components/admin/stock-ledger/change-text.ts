// A ledger row's change as people read it: "+3" in, "−1" out (a real minus sign, which screen
// readers say as "minus").

export const changeText = (change: number): string =>
  change > 0 ? `+${change}` : `\u2212${Math.abs(change)}`;
