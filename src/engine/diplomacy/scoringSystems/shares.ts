import type { Said } from '../../i18n/message';
import { message } from '../../i18n/message';
import { Fraction } from '../../shared/fraction';
import { centres, survivors } from './board';
import { systemLine } from './lines';
import { ALL } from './ranks';
import type { BoardState, ScoringSystem } from './scoringSystem';

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const SUM_OF_SQUARES_LINE = message({
  example: {},
  en: () => '100 × own centres² ÷ the sum of all centres²',
  it: () => '100 × centri propri² ÷ la somma dei centri² di tutti',
  ro: () => '100 × centrele proprii² ÷ suma centrelor² ale tuturor',
});

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const DRAW_SIZE_LINE = message({
  example: {},
  en: () => '100 shared equally by the players in the draw (every survivor when no vote passed)',
  it: () => '100 punti divisi in parti uguali tra i giocatori nella patta (tutti i superstiti se nessun voto è passato)',
  ro: () => '100 de puncte împărțite egal între jucătorii din remiză (toți supraviețuitorii dacă niciun vot nu a trecut)',
});

/** How it scores, in a line (DIP_SYSTEMS, the sidebar): its words beside its rules. */
const SOLO_OR_BUST_LINE = message({
  example: {},
  en: () => 'a solo scores 100, anything else 0',
  it: () => 'un solo vale 100, tutto il resto 0',
  ro: () => 'un solo valorează 100, orice altceva 0',
});

/** Systems that share 100 points: a solo takes them all. */
function hundred(id: string, name: string, description: Said, share: (b: BoardState) => Fraction[]): ScoringSystem {
  return {
    id,
    name,
    description,
    needs: [],
    solo: '100',
    score: (b) => (b.soloer !== undefined ? ALL.map((i) => Fraction.of(i === b.soloer ? 100 : 0)) : share(b)),
  };
}

/** Sum of Squares (docs/diplomacy.md#other-scoring-systems): 100 · c² / Σ c². */
export const SUM_OF_SQUARES = hundred('sum-of-squares', 'Sum of Squares', systemLine(SUM_OF_SQUARES_LINE, {}), (b) => {
  const sum = ALL.reduce((s, i) => s + centres(b, i) ** 2, 0);
  return ALL.map((i) => Fraction.of(100 * centres(b, i) ** 2, sum));
});

/** Draw size (docs/diplomacy.md#other-scoring-systems): the draw's members share 100; without a vote, every survivor is in the draw. */
export const DRAW_SIZE: ScoringSystem = {
  ...hundred('draw-size', 'Draw size', systemLine(DRAW_SIZE_LINE, {}), (b) => {
    const voted = ALL.filter((i) => b.seats[i].draw);
    const members = voted.length ? voted : survivors(b);
    return ALL.map((i) => (members.includes(i) ? Fraction.of(100, members.length) : Fraction.ZERO));
  }),
  readsDraw: true,
};

/** Solo or bust: only a solo scores. */
export const SOLO_OR_BUST = hundred('solo-or-bust', 'Solo or bust', systemLine(SOLO_OR_BUST_LINE, {}), () => ALL.map(() => Fraction.ZERO));
