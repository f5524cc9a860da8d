import { num } from '../i18n/format';
import type { Label, SheetLabel } from '../i18n/words';
import { SHARED_LABELS } from '../shared/labels';
import type { Ranked } from '../shared/ranking';
import { higher, type TieBreak, vocabulary } from '../shared/tiebreaks';
import type { Result } from './board';
import { DIPLOMACY_LABELS } from './labels';
import { POWER_WORDS } from './powers';
import type { DiplomacyStanding, PlayedGame } from './standing';

type Standing = DiplomacyStanding;

/** A result's words, which a game's cell on the live page says in the page's language. */
const RESULT_WORDS: Record<Result, Label> = {
  Win: DIPLOMACY_LABELS.win,
  Draw: DIPLOMACY_LABELS.draw,
  Loss: DIPLOMACY_LABELS.loss,
  Elimination: DIPLOMACY_LABELS.elimination,
};

/**
 * A game as the standings show it, in every language: `R2 France: Loss, 1.75`, `… 1,75` in Italian and Romanian. In
 * the sheet its power and result stay English, as the cells formulas compare keep them (docs/languages.md); only its
 * points' decimal separator differs. On the live page they are in the page's language (SPEC §13.7.6): `T2 Francia:
 * Sconfitta, 1,75`, `R2 Franța: Înfrângere, 1,75`. A label rather than a message: a standings call makes one a player,
 * and renders none of them.
 */
function describeGame(g: PlayedGame): SheetLabel {
  const head = `R${g.round} ${g.power}: ${g.game.result}, `;
  const points = g.game.points.toNumber();
  const comma = num('it', points);
  const en = `${head}${num('en', points)}`;
  const sheet = `${head}${comma}`;
  return { en, it: sheet, ro: sheet, live: { en, it: onPage('it', g, comma), ro: onPage('ro', g, comma) } };
}

/** A game as a live page in Italian or Romanian says it: its round, power and result in the page's words. */
const onPage = (lang: 'it' | 'ro', g: PlayedGame, points: string) =>
  `${DIPLOMACY_LABELS.roundInitial[lang]}${g.round} ${POWER_WORDS[g.power][lang]}: ${RESULT_WORDS[g.game.result][lang]}, ${points}`;

/** The player's k-th best game, described; blank when there is none. */
export const nthGameCell = (k: number) => (r: Ranked<Standing>) => (r.item.games[k] ? describeGame(r.item.games[k]) : '');

/** The k-th best game (docs/diplomacy.md#comparing-two-games's order); a missing game ranks below any game. */
function nthGame(k: number, name: Label, header?: Label): TieBreak<Standing> {
  return {
    name,
    column: header ? { header, value: nthGameCell(k), tieBreak: true } : undefined,
    compare: (a, b) => {
      const x = a.games[k];
      const y = b.games[k];
      if (!x || !y) return Number(!x) - Number(!y);
      return x.place - y.place;
    },
  };
}

/**
 * Diplomacy's tie-break vocabulary (docs/diplomacy.md#tournament-standings, docs/formats.md): each step of `tiebreak=` by its id. Steps whose figure is not
 * among docs/diplomacy.md#tournament-standings's columns have a column on the standings sheet only (`tieBreak`), except `centres`, which adds a
 * spilled column (docs/formats.md). A new step is one entry here.
 */
export const DIPLOMACY_TIEBREAKS = vocabulary({
  'wins-losses': {
    name: DIPLOMACY_LABELS.winsMinusLossesStep,
    column: {
      header: DIPLOMACY_LABELS.winsMinusLosses,
      value: (r: Ranked<Standing>) => r.item.count.Win - r.item.count.Loss,
      tieBreak: true,
    },
    compare: (a: Standing, b: Standing) => b.count.Win - b.count.Loss - (a.count.Win - a.count.Loss),
  },
  draws: { name: DIPLOMACY_LABELS.drawsStep, compare: (a: Standing, b: Standing) => b.count.Draw - a.count.Draw },
  best: nthGame(0, DIPLOMACY_LABELS.bestGameStep),
  second: nthGame(1, DIPLOMACY_LABELS.secondBestGameStep, DIPLOMACY_LABELS.secondBestGame),
  third: nthGame(2, DIPLOMACY_LABELS.thirdBestGameStep, DIPLOMACY_LABELS.thirdBestGame),
  masterpoints: {
    name: DIPLOMACY_LABELS.masterpointsRank,
    column: { header: DIPLOMACY_LABELS.masterpointsRank, value: (r: Ranked<Standing>) => r.item.masterpoints ?? '', tieBreak: true },
    compare: (a: Standing, b: Standing) => (a.masterpoints ?? Infinity) - (b.masterpoints ?? Infinity) || 0,
  },
  centres: higher<Standing>(DIPLOMACY_LABELS.centres, DIPLOMACY_LABELS.centresStep, (s) => s.centres),
  solos: { name: SHARED_LABELS.winsStep, compare: (a: Standing, b: Standing) => b.count.Win - a.count.Win },
} satisfies Record<string, TieBreak<Standing>>);

export type DiplomacyStep = keyof typeof DIPLOMACY_TIEBREAKS;
