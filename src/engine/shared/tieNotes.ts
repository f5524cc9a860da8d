import type { Lang } from '../i18n/lang';
import { SHEET_WORDS } from '../i18n/sheetWords';
import type { Label } from '../i18n/words';
import type { Standings } from './standings';

/**
 * Which rule put each player below the one above, in words ("" for the first, and where the first rule did): the
 * standings sheet's note on each rank and the terminal's Tie-break column (docs/conventions.md#the-sidebar-the-command-line-and-the-build), in the standings' language. A
 * pair the final stage separated names the stage (docs/formats.md#the-final-stage).
 * @example tieNotes(s)[3] // 'Level with Bo on round points, VP, VP %; placed below by name'
 */
export function tieNotes<T>(s: Standings<T>, lang: Lang = s.lang ?? 'en'): string[] {
  const words = SHEET_WORDS[lang];
  return s.ranked.map((r, k) => {
    if (k === 0) return '';
    const above = s.ranked[k - 1];
    const name = s.name(above.item);
    if (r.shared && above.rank === r.rank) return words.shared(name);
    const step = s.chain.findIndex((c) => c.name === r.decidedBy);
    if (step < 0 && r.decidedBy) return words.below(name, r.decidedBy[lang]);
    if (step <= 0) return '';
    return words.level(
      name,
      s.chain.slice(0, step).map((c) => c.name[lang]),
      (r.decidedBy as Label)[lang],
    );
  });
}
