import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { byCentres, centres, survivors, yearsOf } from './board';
import { slash, systemLine } from './lines';
import { ALL, pointsByPlace } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const RANKED_CLASSIC_LINE = message({
  example: { single: [200, 90, 60, 40, 30, 20, 10], twoWay: [135, 70, 50, 35, 25, 15], v2: true },
  en: (p) =>
    `survivors 30 + 10 a centre + ${slash(p.single, 'en')} by rank (a 2-way tie ${slash(p.twoWay, 'en')}, a wider tie ${p.v2 ? 'the 2-way points of its second-lowest place' : 'its lowest place'}); the eliminated 1 a year`,
  it: (p) =>
    `superstiti 30 + 10 per centro + ${slash(p.single, 'it')} per posizione (parità a due: ${slash(p.twoWay, 'it')}; parità tra più giocatori: ${p.v2 ? 'i punti della parità a due della sua penultima posizione' : 'la sua posizione più bassa'}); gli eliminati 1 per anno`,
  ro: (p) =>
    `supraviețuitorii 30 + 10 pe centru + ${slash(p.single, 'ro')} după loc (egalitate între doi: ${slash(p.twoWay, 'ro')}; egalitate între mai mulți: ${p.v2 ? 'punctele egalității între doi de pe penultimul ei loc' : 'locul ei cel mai slab'}); eliminații 1 pe an`,
});

const SINGLE = [200, 90, 60, 40, 30, 20, 10];
const TWO_WAY = [135, 70, 50, 35, 25, 15];

/**
 * Ranked Classic (docs/diplomacy.md#other-scoring-systems, rows 24–25): 30 alive + 10 a centre + rank points; a 2-way tie takes the 2-way table,
 * a 3+-way tie the lowest single place (v1) or the 2-way entry of its second-lowest place (v2).
 */
function rankedClassic(id: string, name: string, v2: boolean): ScoringSystem {
  return {
    id,
    name,
    description: systemLine(RANKED_CLASSIC_LINE, { single: SINGLE, twoWay: TWO_WAY, v2 }),
    needs: ['Eliminated', 'Final year'],
    solo: '550',
    score(b) {
      if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? 550 : yearsOf(b, i, false)));
      const rank = pointsByPlace(
        byCentres(b, survivors(b)),
        (k, n) => (n === 1 ? SINGLE[k] : n === 2 ? TWO_WAY[k] : v2 ? TWO_WAY[k + n - 2] : SINGLE[k + n - 1]) ?? 0,
      );
      return ALL.map((i) => Fraction.of(centres(b, i) > 0 ? 30 + 10 * centres(b, i) + (rank.get(i) as number) : yearsOf(b, i, false)));
    },
  };
}

export const RANKED_CLASSIC = rankedClassic('ranked-classic', 'Ranked Classic', false);
export const RANKED_CLASSIC_V2 = rankedClassic('ranked-classic-v2', 'Ranked Classic v2', true);
