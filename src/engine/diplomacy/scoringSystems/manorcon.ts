import { Fraction } from '../../shared/fraction';
import { centres, eliminated, survivors, yearsOf } from './board';
import { sayLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

const tenth = Fraction.of(1, 10);

/** ManorCon (docs/diplomacy.md#other-scoring-systems): 100 × (c² + 4c + 16) ÷ the board's sum; the eliminated and a solo's losers a tenth a year. */
function manorcon(id: string, name: string, solo: number, eliminatedCount: number): ScoringSystem {
  return {
    id,
    name,
    description: sayLine('manorconLine', { eliminatedCount }),
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
