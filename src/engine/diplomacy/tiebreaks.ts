import { num } from '../i18n/format';
import type { Label } from '../i18n/words';
import { SHARED_LABELS } from '../shared/labels';
import type { Ranked } from '../shared/ranking';
import { higher, type TieBreak, vocabulary } from '../shared/tiebreaks';
import { DIPLOMACY_LABELS } from './labels';
import type { DiplomacyStanding, PlayedGame } from './standing';

type Standing = DiplomacyStanding;

/**
 * A game as the standings show it, in every language: `R2 France: Loss, 1.75`, `… 1,75` in Italian and Romanian. Its
 * power and result stay English, as the cells formulas compare keep them (docs/languages.md); only its points' decimal
 * separator differs. A label rather than a message: a standings call makes one a player, and renders none of them.
 */
function describeGame(g: PlayedGame): Label {
  const head = `R${g.round} ${g.power}: ${g.game.result}, `;
  const points = g.game.points.toNumber();
  const comma = `${head}${num('it', points)}`;
  return { en: `${head}${num('en', points)}`, it: comma, ro: comma };
}

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
