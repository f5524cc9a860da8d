import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { byCentres, byElimination, centres, eliminated, survivors } from './board';
import { slash, systemLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const DUCT_TAPE_LINE = message({
  example: { positions: [40, 24, 15, 9, 6, 3, 3], byYear: true },
  en: (p) =>
    `centres + ${slash(p.positions, 'en')} by centres (ties share), the eliminated ${p.byYear ? 'ranked by the year they fell' : 'tied'}`,
  it: (p) =>
    `centri + ${slash(p.positions, 'it')} per centri (a pari merito si divide), gli eliminati ${p.byYear ? "in ordine dell'anno di eliminazione" : 'a pari merito'}`,
  ro: (p) =>
    `centre + ${slash(p.positions, 'ro')} după centre (cei la egalitate împart), eliminații ${p.byYear ? 'clasați după anul în care au căzut' : 'la egalitate'}`,
});

const POSITIONS = [40, 24, 15, 9, 6, 3, 3];

/** Duct Tape V2 (docs/diplomacy.md#other-scoring-systems, rows 14–15): centres + position points, ties sharing; the eliminated tie, or go by year. */
function ductTape(id: string, name: string, byYear: boolean): ScoringSystem {
  return {
    id,
    name,
    description: systemLine(DUCT_TAPE_LINE, { positions: POSITIONS, byYear }),
    needs: byYear ? ['Eliminated'] : [],
    solo: '75',
    score(b) {
      if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 75 : 0));
      const alive = survivors(b);
      const dead = eliminated(b);
      const ranks = new Map([
        ...splitPositions(byCentres(b, alive), POSITIONS),
        ...splitPositions(byYear ? byElimination(b, dead) : [dead], POSITIONS, alive.length),
      ]);
      return ALL.map((i) => (ranks.get(i) as Fraction).add(Fraction.of(centres(b, i))));
    },
  };
}

export const DUCT_TAPE = ductTape('duct-tape', 'Duct Tape V2', false);
export const DUCT_TAPE_ELIMINATION_ORDER = ductTape('duct-tape-elimination-order', 'Duct Tape V2 with elimination order', true);
