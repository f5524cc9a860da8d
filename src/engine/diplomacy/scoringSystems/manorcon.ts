import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, eliminated, survivors, yearsOf } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const MANORCON_LINE = message({
  example: { eliminatedCount: 16 },
  en: (p) =>
    `survivors 100 × (c² + 4c + 16) ÷ the sum over the board (an eliminated player counting ${p.eliminatedCount}); the eliminated 0.1 a year survived`,
  it: (p) =>
    `superstiti 100 × (c² + 4c + 16) ÷ la somma sul tavolo (un eliminato conta ${p.eliminatedCount}); gli eliminati 0,1 per anno di sopravvivenza`,
  ro: (p) =>
    `supraviețuitorii 100 × (c² + 4c + 16) ÷ suma pe masă (un eliminat contează ${p.eliminatedCount}); eliminații 0,1 pe an supraviețuit`,
});

const tenth = Fraction.of(1, 10);

/** ManorCon (docs/diplomacy.md#other-scoring-systems): 100 × (c² + 4c + 16) ÷ the board's sum; the eliminated and a solo's losers a tenth a year. */
function manorcon(id: string, name: string, solo: number, eliminatedCount: number): ScoringSystem {
  return {
    id,
    name,
    description: systemLine(MANORCON_LINE, { eliminatedCount }),
    needs: ['Eliminated', 'Final year'],
    solo: String(solo),
    score(b) {
      const years = (i: number) => Fraction.of(yearsOf(b, i, false)).mul(tenth);
      if (b.soloer !== undefined) return ALL.map((i) => (i === b.soloer ? Fraction.of(solo) : years(i)));
      const n = (c: number) => c * c + 4 * c + 16;
      const sum = survivors(b).reduce((s, i) => s + n(centres(b, i)), 0) + eliminatedCount * eliminated(b).length;
      return ALL.map((i) => (centres(b, i) > 0 ? Fraction.of(100 * n(centres(b, i)), sum) : years(i)));
    },
  };
}

export const MANORCON = manorcon('manorcon', 'ManorCon', 75, 16);
export const MANORCON_ORIGINAL = manorcon('manorcon-original', 'Original ManorCon', 100, 16);
export const MANORCON_V2 = manorcon('manorcon-v2', 'ManorCon v2', 100, 0);
