import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { byCentres, byElimination, centres, eliminated, leaderMargin, survivors } from './board';
import { slash, systemLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const CARNAGE_LINE = message({
  example: { positions: [7000, 6000, 5000, 4000, 3000, 2000, 1000], byYear: true, perCentre: 1, margin: 300 },
  en: (p) =>
    `survivors ranked by centres take ${slash(p.positions, 'en')} (ties share), ${p.byYear ? 'the eliminated by the year they fell' : 'the eliminated share the rest equally'}, plus ${p.perCentre} a centre${p.margin ? `; a lone leader +${p.margin} a centre of margin` : ''}`,
  it: (p) =>
    `i superstiti in ordine di centri prendono ${slash(p.positions, 'it')} (a pari merito si divide), ${p.byYear ? "gli eliminati secondo l'anno di eliminazione" : 'gli eliminati dividono il resto in parti uguali'}, più ${p.perCentre} per centro${p.margin ? `; chi è in testa da solo +${p.margin} per centro di vantaggio` : ''}`,
  ro: (p) =>
    `supraviețuitorii în ordinea centrelor iau ${slash(p.positions, 'ro')} (cei la egalitate împart), ${p.byYear ? 'eliminații după anul în care au căzut' : 'eliminații împart restul în mod egal'}, plus ${p.perCentre} pe centru${p.margin ? `; un lider unic +${p.margin} pe centru de avans` : ''}`,
});

/** Carnage and its variants (docs/diplomacy.md#other-scoring-systems): position points by rank, plus points per centre. */
interface Carnage {
  id: string;
  name: string;
  positions: number[];
  perCentre: number;
  solo: number;
  /** What every other player gets beside a solo. */
  loss: number;
  /** How eliminated players share the positions below the survivors. */
  eliminations: 'by year' | 'equal';
  /** Carnage 2023: points per centre of the lone leader's margin. */
  margin: number;
}

function carnage(c: Carnage): ScoringSystem {
  return {
    id: c.id,
    name: c.name,
    description: systemLine(CARNAGE_LINE, {
      positions: c.positions,
      byYear: c.eliminations === 'by year',
      perCentre: c.perCentre,
      margin: c.margin,
    }),
    needs: c.eliminations === 'by year' ? ['Eliminated'] : [],
    solo: String(c.solo),
    score(b) {
      if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? c.solo : c.loss));
      const alive = survivors(b);
      const dead = eliminated(b);
      const ranks = new Map([
        ...splitPositions(byCentres(b, alive), c.positions),
        ...splitPositions(c.eliminations === 'by year' ? byElimination(b, dead) : [dead], c.positions, alive.length),
      ]);
      const margin = leaderMargin(b);
      return ALL.map((i) => {
        const points = (ranks.get(i) as Fraction).add(Fraction.of(c.perCentre * centres(b, i)));
        const leads = c.margin && margin && alive.every((j) => j === i || centres(b, j) < centres(b, i));
        return leads ? points.add(Fraction.of(c.margin * margin)) : points;
      });
    },
  };
}

const POSITIONS = [7000, 6000, 5000, 4000, 3000, 2000, 1000];

export const CARNAGE = carnage({
  id: 'carnage',
  name: 'Carnage with elimination order',
  positions: POSITIONS,
  perCentre: 1,
  solo: 28034,
  loss: 0,
  eliminations: 'by year',
  margin: 0,
});
export const CARNAGE_DEAD_EQUAL = carnage({
  id: 'carnage-dead-equal',
  name: 'Carnage with dead equal',
  positions: POSITIONS,
  perCentre: 1,
  solo: 28034,
  loss: 0,
  eliminations: 'equal',
  margin: 0,
});
export const CARNAGE_2023 = carnage({
  id: 'carnage-2023',
  name: 'Carnage 2023',
  positions: POSITIONS,
  perCentre: 1,
  solo: 28034,
  loss: 0,
  eliminations: 'by year',
  margin: 300,
});
export const CENTRE_COUNT_CARNAGE = carnage({
  id: 'centre-count-carnage',
  name: 'Center-count Carnage',
  positions: [7007, 6006, 5005, 4004, 3003, 2002, 1001],
  perCentre: 500,
  solo: 39028,
  loss: 1000,
  eliminations: 'by year',
  margin: 0,
});
