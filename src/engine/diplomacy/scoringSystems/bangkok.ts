import { Fraction } from '../../shared/fraction';
import { centres, top, yearsOf } from './board';
import { sayLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** Bangkok and Olympic (docs/diplomacy.md#other-scoring-systems): centres + 3 alive, and 12 points of domination shared by closeness to the top. */
function bangkok(id: string, name: string, solo: number, loserPerCentre: number, shares: [number, number, number]): ScoringSystem {
  return {
    id,
    name,
    description: sayLine('bangkokLine', { shares }),
    needs: ['Eliminated'],
    solo: String(solo),
    score(b) {
      if (b.soloer !== undefined)
        return ALL.map((i) => (i === b.soloer ? Fraction.of(solo) : Fraction.fromNumber(loserPerCentre).mul(Fraction.of(centres(b, i)))));
      const m = top(b);
      const share = (i: number) => (m - centres(b, i) <= 2 ? Fraction.fromNumber(shares[m - centres(b, i)]) : Fraction.ZERO);
      const all = Fraction.sum(ALL.map(share));
      return ALL.map((i) => {
        const c = centres(b, i);
        const alive = c > 0 ? Fraction.of(3) : Fraction.of(3 * yearsOf(b, i, false), 10);
        return Fraction.of(c)
          .add(alive)
          .add(Fraction.of(12).mul(share(i)).div(all));
      });
    },
  };
}

export const BANGKOK = bangkok('bangkok', 'Bangkok', 41, 0.5, [3, 2, 1]);
export const OLYMPIC = bangkok('olympic', 'Olympic', 46, 0, [4, 1.5, 0.5]);
