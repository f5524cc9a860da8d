import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { byCentres, byElimination, centres, eliminated, survivors, yearsOf } from './board';
import { systemLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const SYDNEY_LEAGUE_LINE = message({
  example: {},
  en: () =>
    'survivors 25 a centre + 700/600/…/100 by centres; the eliminated the places left by the year they fell + 1 + years; a solo ×1.5 and everyone else ×½',
  it: () =>
    "superstiti 25 per centro + 700/600/…/100 per centri; gli eliminati le posizioni rimaste secondo l'anno di eliminazione + 1 + anni; un solo ×1,5 e tutti gli altri ×½",
  ro: () =>
    'supraviețuitorii 25 pe centru + 700/600/…/100 după centre; eliminații locurile rămase după anul în care au căzut + 1 + ani; un solo ×1,5 și toți ceilalți ×½',
});

const POSITIONS = [700, 600, 500, 400, 300, 200, 100];

/** Sydney League (docs/diplomacy.md#other-scoring-systems; positions as docs/diplomacy.md#other-scoring-systems settles them): 25 a centre + places; a solo ×1.5, the rest ×½. */
export const SYDNEY_LEAGUE: ScoringSystem = {
  id: 'sydney-league',
  name: 'Sydney League',
  description: systemLine(SYDNEY_LEAGUE_LINE, {}),
  needs: ['Eliminated'],
  solo: '×1.5',
  score(b) {
    const alive = survivors(b);
    const dead = eliminated(b);
    const places = new Map([
      ...splitPositions(byCentres(b, alive), POSITIONS),
      ...splitPositions(byElimination(b, dead), POSITIONS, alive.length),
    ]);
    const base = ALL.map((i) => {
      const c = centres(b, i);
      const own = c > 0 ? 25 * c : 1 + yearsOf(b, i, false);
      return (places.get(i) as Fraction).add(Fraction.of(own));
    });
    if (b.soloer === undefined) return base;
    return base.map((s, i) => s.mul(i === b.soloer ? Fraction.of(3, 2) : Fraction.of(1, 2)));
  },
};
