import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { byCentres, centres } from './board';
import { slash, systemLine } from './lines';
import { ALL, splitPositions } from './ranks';
import type { ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const CDIPLO_LINE = message({
  example: { play: 1, places: [38, 14, 7] },
  en: (p) => `${p.play ? `${p.play} for playing + ` : ''}centres + ${slash(p.places, 'en')} for the top three by centres (ties share)`,
  it: (p) =>
    `${p.play ? `${p.play} per aver giocato + ` : ''}centri + ${slash(p.places, 'it')} ai primi tre per centri (a pari merito si divide)`,
  ro: (p) =>
    `${p.play ? `${p.play} pentru participare + ` : ''}centre + ${slash(p.places, 'ro')} primilor trei după centre (cei la egalitate împart)`,
});

/** C-Diplo (docs/diplomacy.md#other-scoring-systems): every player, eliminated ones included, scores a participation point, centres and places 1–3. */
function cdiplo(id: string, name: string, solo: number, play: number, places: number[], perCentre: (c: number) => number): ScoringSystem {
  return {
    id,
    name,
    description: systemLine(CDIPLO_LINE, { play, places }),
    needs: [],
    solo: String(solo),
    score(b) {
      if (b.soloer !== undefined) return ALL.map((i) => Fraction.of(i === b.soloer ? solo : 0));
      const ranks = splitPositions(byCentres(b), places);
      return ALL.map((i) => (ranks.get(i) as Fraction).add(Fraction.of(play + perCentre(centres(b, i)))));
    },
  };
}

/** Namur's centre points: 1 a centre plus a survival bonus of 4, 7, 9, 10, 11, 12 for 1 … 6 centres and more. */
const NAMUR = [0, 5, 9, 12, 14, 16, 18];

export const CDIPLO_100 = cdiplo('cdiplo-100', 'C-Diplo 100', 100, 1, [38, 14, 7], (c) => c);
export const CDIPLO_80 = cdiplo('cdiplo-80', 'C-Diplo 80', 80, 0, [25, 14, 7], (c) => c);
export const CDIPLO_NAMUR = cdiplo('cdiplo-namur', 'C-Diplo Namur', 85, 1, [38, 14, 7], (c) => (c <= 6 ? NAMUR[c] : c + 12));
