import { count } from '../../i18n/format';
import { message } from '../../i18n/message';
import { PLAYER } from '../../i18n/nouns';
import { Fraction } from '../../shared/fraction';
import { centres, toppers, yearsOf } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const CLASSIC_LINE = message({
  example: { bonusUpTo: 2 },
  en: (p) =>
    `survivors 10 a centre + 30, the leaders share 48${p.bonusUpTo < 7 ? ` (only when at most ${p.bonusUpTo} share the top)` : ''}; a solo 420; the eliminated and a solo's losers 1 a year survived`,
  it: (p) =>
    `superstiti 10 per centro + 30, chi è in testa divide 48${p.bonusUpTo < 7 ? (p.bonusUpTo === 1 ? " (soltanto se in testa c'è un unico giocatore)" : ` (soltanto se in testa ci sono al massimo ${count('it', p.bonusUpTo, PLAYER.it)})`) : ''}; un solo 420; gli eliminati e gli sconfitti in caso di solo: 1 per anno di sopravvivenza`,
  ro: (p) =>
    `supraviețuitorii 10 pe centru + 30, liderii împart 48${p.bonusUpTo < 7 ? (p.bonusUpTo === 1 ? ' (doar dacă pe primul loc este un singur jucător)' : ` (doar dacă pe primul loc sunt cel mult ${count('ro', p.bonusUpTo, PLAYER.ro)})`) : ''}; un solo 420; eliminații și învinșii unui solo 1 pe an supraviețuit`,
});

/** World Classic and Summer Classic (docs/diplomacy.md#other-scoring-systems): 10 a centre + 30, 48 shared by the leaders; years for the rest. */
function classic(id: string, name: string, bonusUpTo: number): ScoringSystem {
  return {
    id,
    name,
    description: systemLine(CLASSIC_LINE, { bonusUpTo }),
    needs: ['Eliminated', 'Final year'],
    solo: '420',
    score(b) {
      const leaders = toppers(b);
      return ALL.map((i) => {
        const c = centres(b, i);
        if (i === b.soloer) return Fraction.of(420);
        if (c === 0 || b.soloer !== undefined) return Fraction.of(yearsOf(b, i, false));
        const bonus = leaders.includes(i) && leaders.length <= bonusUpTo ? Fraction.of(48, leaders.length) : Fraction.ZERO;
        return Fraction.of(10 * c + 30).add(bonus);
      });
    },
  };
}

export const WORLD_CLASSIC = classic('world-classic', 'World Classic', 7);
export const SUMMER_CLASSIC = classic('summer-classic', 'Summer Classic', 2);
