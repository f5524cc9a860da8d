import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { byCentres, byElimination, centres, eliminated, leaderMargin, survivors, toppers, yearsOf } from './board';
import { systemLine } from './lines';
import { ALL, lowestPlace, pointsByPlace } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const HAIGHT_LINE = message({
  example: {},
  en: () =>
    'survivors 10 a centre, the eliminated 1 + years; all ranked (survivors by centres, then the later eliminated) for 66/55/44/33/22/11/0, ties take the lowest; a lone leader + 5 a centre of margin',
  it: () =>
    'superstiti 10 per centro, gli eliminati 1 + anni; tutti in classifica (i superstiti per centri, poi gli eliminati più tardi) per 66/55/44/33/22/11/0, chi è a pari merito prende il valore più basso; chi è in testa da solo + 5 per centro di vantaggio',
  ro: () =>
    'supraviețuitorii 10 pe centru, eliminații 1 + ani; toți clasați (supraviețuitorii după centre, apoi cei eliminați mai târziu) pentru 66/55/44/33/22/11/0, cei la egalitate iau valoarea cea mai mică; un lider unic + 5 pe centru de avans',
});

const RANKS = [66, 55, 44, 33, 22, 11, 0];

/** Haight v1.0, WDC 2025 (docs/diplomacy.md#other-scoring-systems): 10 a centre + rank points, a tie taking its lowest place's points. */
export const HAIGHT: ScoringSystem = {
  id: 'haight',
  name: 'Haight v1.0',
  description: systemLine(HAIGHT_LINE, {}),
  needs: ['Eliminated', 'Final year'],
  solo: '451',
  score(b) {
    if (b.soloer !== undefined)
      return ALL.map((i) => {
        if (i === b.soloer) return Fraction.of(451);
        const years = 1 + yearsOf(b, i, false);
        return Fraction.of(centres(b, i) > 0 ? Math.max(5 * centres(b, i), years) : years);
      });
    const groups = [...byCentres(b, survivors(b)), ...byElimination(b, eliminated(b))];
    const rank = pointsByPlace(groups, lowestPlace(RANKS));
    const leader = toppers(b).length === 1 ? toppers(b)[0] : undefined;
    return ALL.map((i) => {
      const c = centres(b, i);
      const own = c > 0 ? 10 * c : 1 + yearsOf(b, i, false);
      return Fraction.of(own + (rank.get(i) as number) + (i === leader ? 5 * leaderMargin(b) : 0));
    });
  },
};
