import { Fraction } from '../../shared/fraction';
import { byCentres, centres, leaderMargin, toppers, yearsOf } from './board';
import { sayLine } from './lines';
import { ALL, lowestPlace, pointsByPlace } from './ranks';
import type { ScoringSystem } from './scoringSystem';

const BONUS = [4, 3, 2, 1];
const quarter = Fraction.of(1, 4);

/** Detour09 (docs/diplomacy.md#other-scoring-systems): centres + 2 alive + the lead + a place bonus, normalised to 100; a quarter a year for the fallen. */
export const DETOUR09: ScoringSystem = {
  id: 'detour09',
  name: 'Detour09',
  description: sayLine('detour09Line', {}),
  needs: ['Eliminated', 'Final year'],
  solo: '110',
  score(b) {
    const survival = (i: number) =>
      centres(b, i) === 0 || b.soloer !== undefined ? Fraction.of(Math.min(8, yearsOf(b, i, false))).mul(quarter) : Fraction.ZERO;
    if (b.soloer !== undefined) return ALL.map((i) => (i === b.soloer ? Fraction.of(110) : survival(i)));
    const raw = ALL.map((i) => centres(b, i) + (centres(b, i) > 0 ? 2 : 0));
    const leaders = toppers(b);
    if (leaders.length === 1) raw[leaders[0]] += leaderMargin(b);
    const bonus = pointsByPlace(byCentres(b), lowestPlace(BONUS));
    for (const i of ALL) raw[i] += bonus.get(i) as number;
    const total = raw.reduce((s, r) => s + r, 0);
    return ALL.map((i) => Fraction.of(100 * raw[i], total).add(survival(i)));
  },
};
