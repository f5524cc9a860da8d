import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { byCentres, centres, leaderMargin, toppers, yearsOf } from './board';
import { systemLine } from './lines';
import { ALL, lowestPlace, pointsByPlace } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const DETOUR09LINE = message({
  example: {},
  en: () =>
    'centres + 2 if alive, a lone leader + the margin, places 1–4 + 4/3/2/1 (a tie takes its lowest place), scaled to 100; the eliminated and a solo’s losers + ¼ a year (at most 2)',
  it: () =>
    'centri + 2 se ancora in gioco, chi è in testa da solo + il vantaggio, posizioni 1–4 + 4/3/2/1 (chi è a pari merito prende la posizione più bassa), riportato a 100; gli eliminati e gli sconfitti in caso di solo + ¼ per anno (al massimo 2)',
  ro: () =>
    'centre + 2 dacă e în joc, un lider unic + avansul, locurile 1–4 + 4/3/2/1 (la egalitate, fiecare ia locul cel mai slab), raportat la 100; eliminații și învinșii unui solo + ¼ pe an (cel mult 2)',
});

const BONUS = [4, 3, 2, 1];
const quarter = Fraction.of(1, 4);

/** Detour09 (docs/diplomacy.md#other-scoring-systems): centres + 2 alive + the lead + a place bonus, normalised to 100; a quarter a year for the fallen. */
export const DETOUR09: ScoringSystem = {
  id: 'detour09',
  name: 'Detour09',
  description: systemLine(DETOUR09LINE, {}),
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
