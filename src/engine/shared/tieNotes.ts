import type { Said } from '../i18n/message';
import { saySheet } from '../i18n/sheetWords';
import type { Label } from '../i18n/words';
import type { Standings } from './standings';

/**
 * Which rule put each player below the one above, as a message (none for the first, and where the first rule did):
 * the standings sheet's note on each rank and the terminal's Tie-break column
 * (docs/conventions.md#the-sidebar-the-command-line-and-the-build), rendered by each in its reader's language. A pair
 * the final stage separated names the stage (docs/formats.md#the-final-stage).
 * @example tieNotes(s)[3] // saySheet('levelWith', …), in English 'Level with Bo on round points, VP, VP %; placed below by name'
 */
export function tieNotes<T>(s: Standings<T>): (Said | undefined)[] {
  return s.ranked.map((r, k) => {
    if (k === 0) return undefined;
    const above = s.ranked[k - 1];
    const name = s.name(above.item);
    if (r.shared && above.rank === r.rank) return saySheet('sharedRank', { above: name });
    const step = s.chain.findIndex((c) => c.name === r.decidedBy);
    if (step < 0 && r.decidedBy) return saySheet('placedBelow', { above: name, by: r.decidedBy });
    if (step <= 0) return undefined;
    return saySheet('levelWith', {
      above: name,
      steps: s.chain.slice(0, step).map((c) => c.name),
      by: r.decidedBy as Label,
    });
  });
}
