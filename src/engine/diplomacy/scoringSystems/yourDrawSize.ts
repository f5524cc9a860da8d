import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const YOUR_DRAW_SIZE_LINE = message({
  example: {},
  en: () => 'by centres: 0 → 0, 1–3 → 21, 4–7 → 30, 8–10 → 42, 11–13 → 70, 14–17 → 105',
  it: () => 'per centri: 0 → 0, 1–3 → 21, 4–7 → 30, 8–10 → 42, 11–13 → 70, 14–17 → 105',
  ro: () => 'după centre: 0 → 0, 1–3 → 21, 4–7 → 30, 8–10 → 42, 11–13 → 70, 14–17 → 105',
});

/** Points by centre count (docs/diplomacy.md#other-scoring-systems, rows 36–37): the upper bound of each band and its points. */
const BANDS: [number, number][] = [
  [0, 0],
  [3, 21],
  [7, 30],
  [10, 42],
  [13, 70],
  [17, 105],
];

const bandOf = (c: number) => (BANDS.find(([upTo]) => c <= upTo) as [number, number])[1];

/** Your Draw Size: points by the band of one's centres; a solo takes its fixed score. */
function yourDrawSize(id: string, name: string, solo: number): ScoringSystem {
  return {
    id,
    name,
    description: systemLine(YOUR_DRAW_SIZE_LINE, {}),
    needs: [],
    solo: String(solo),
    score: (b) => ALL.map((i) => Fraction.of(b.soloer !== undefined ? (i === b.soloer ? solo : 0) : bandOf(centres(b, i)))),
  };
}

export const YOUR_DRAW_SIZE_SHORT = yourDrawSize('your-draw-size-short', 'Your Draw Size (short games)', 300);
export const YOUR_DRAW_SIZE = yourDrawSize('your-draw-size', 'Your Draw Size (unlimited games)', 320);
