import { EARLY_TAPS_SCRIPT } from '@/lib/shared/early-taps';

/** The inline script that keeps card taps made before the listing's controller (see the script). */
export function EarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />;
}
