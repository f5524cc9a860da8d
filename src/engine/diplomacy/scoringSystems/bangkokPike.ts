import { Fraction } from '../../shared/fraction';
import { centres, top, toppers, yearsOf } from './board';
import { sayLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

const tenth = Fraction.of(1, 10);

/** Bangkok Pike (docs/diplomacy.md#other-scoring-systems): centres + 3 alive, bonuses for the top and for one or two behind it. */
export const BANGKOK_PIKE: ScoringSystem = {
  id: 'bangkok-pike',
  name: 'Bangkok Pike',
  description: sayLine('bangkokPikeLine', {}),
  needs: ['Eliminated', 'Final year'],
  solo: '60',
  score(b) {
    const years = (i: number) => Fraction.of(1 + yearsOf(b, i, false)).mul(tenth);
    if (b.soloer !== undefined) return ALL.map((i) => (i === b.soloer ? Fraction.of(60) : years(i)));
    const m = top(b);
    const lone = toppers(b).length === 1;
    const behind = (d: number) => ALL.some((j) => centres(b, j) === m - d);
    const bonus = (c: number) => {
      if (c === m) return lone ? 6 + (behind(1) ? 0 : 4 + (behind(2) ? 0 : 2)) : 4;
      return c === m - 1 ? 4 : c === m - 2 ? 2 : 0;
    };
    return ALL.map((i) => {
      const c = centres(b, i);
      return c > 0 ? Fraction.of(c + 3 + bonus(c)) : years(i);
    });
  },
};
