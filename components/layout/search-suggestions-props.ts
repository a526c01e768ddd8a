import type { KeyboardEvent, RefObject } from 'react';

// What the search box hands the suggestions list it loads on first focus: its own module, so the
// list and the box both name it and neither imports the other for it.

export interface SuggestionsProps {
  text: string;
  listId: string;
  /** Whether the input has focus: the list shows only then. */
  focused: boolean;
  /** The list tells the box whether it is open and which option is active (ARIA combobox). */
  onState: (state: { expanded: boolean; active?: string }) => void;
  /** The list's handling of the input's keys; true when it used the key. */
  keysRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => boolean) | null>;
  /** A suggestion was chosen: the box reports it and goes there. */
  onChoose: (href: string) => void;
  /** Empties the box (Escape on a closed list). */
  onClear: () => void;
}
