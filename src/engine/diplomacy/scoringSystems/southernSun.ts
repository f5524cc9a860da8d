import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { byCentres, centres, survivors, yearsOf } from './board';
import { slash, systemLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const SOUTHERN_SUN_LINE = message({
  example: { positions: [130, 80, 50, 30, 20, 10, 10] },
  en: (p) =>
    `survivors 30 + 10 a centre + ${slash(p.positions, 'en')} over the survivors' places (ties share, rounded half to even); the eliminated 3 × (1 + years)`,
  it: (p) =>
    `superstiti 30 + 10 per centro + ${slash(p.positions, 'it')} sulle posizioni dei superstiti (a pari merito si divide, arrotondamento al pari); gli eliminati 3 × (1 + anni)`,
  ro: (p) =>
    `supraviețuitorii 30 + 10 pe centru + ${slash(p.positions, 'ro')} pe locurile supraviețuitorilor (cei la egalitate împart, rotunjire la cel mai apropiat întreg, cu jumătățile spre numărul par); eliminații 3 × (1 + ani)`,
});

const POSITIONS = [130, 80, 50, 30, 20, 10, 10];

/** A fraction rounded to the nearest whole number, a half to the even one (Python's round, as dipvis; docs/diplomacy.md#other-scoring-systems). */
export function roundHalfEven(f: Fraction): number {
  const x = f.toNumber();
  const down = Math.floor(x);
  const rest = f.sub(Fraction.of(down));
  const c = rest.compare(Fraction.of(1, 2));
  return c < 0 ? down : c > 0 ? down + 1 : down % 2 === 0 ? down : down + 1;
}

/** Southern Sun (docs/diplomacy.md#other-scoring-systems): 30 alive + 10 a centre + position points over the survivors' places, rounded. */
export const SOUTHERN_SUN: ScoringSystem = {
  id: 'southern-sun',
  name: 'Southern Sun',
  description: systemLine(SOUTHERN_SUN_LINE, { positions: POSITIONS }),
  needs: ['Eliminated'],
  solo: '500',
  score(b) {
    if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 500 : 0));
    const alive = survivors(b);
    const places = splitPositions(byCentres(b, alive), POSITIONS.slice(0, alive.length));
    return ALL.map((i) => {
      const c = centres(b, i);
      return Fraction.of(c > 0 ? 30 + 10 * c + roundHalfEven(places.get(i) as Fraction) : 3 * (1 + yearsOf(b, i, false)));
    });
  },
};
