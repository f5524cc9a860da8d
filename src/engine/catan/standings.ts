import { type Arg, isBlank } from '../shared/cells';
import { readFlag } from '../shared/flags';
import { Fraction } from '../shared/fraction';
import { readCount } from '../shared/numbers';
import { likelyTypos } from '../shared/playerNames';
import { fail } from '../shared/problems';
import { placeCounts, rankBy } from '../shared/ranking';
import { breaches } from '../shared/rules';
import { splitStages } from '../shared/stages';
import type { OutputColumn, Standings } from '../shared/standings';
import { gamesColumn, playerColumn, rankColumn } from '../shared/standingsColumns';
import { chainColumns, chainCriteria } from '../shared/tiebreaks';
import { readTournament, roundsOf, type TournamentLayout } from '../shared/tournament';
import { CATAN_COLUMNS } from './columns';
import { catanFinalStage } from './finals';
import { say } from './messages';
import { placeTable, type TablePlacing, vpRule } from './placeTable';
import { type CatanSettings, readCatanSettings } from './settings';
import type { CatanKey, CatanStanding } from './standing';
import { CATAN_TIEBREAKS, type CatanStep } from './tiebreaks';

type Key = CatanKey;

export const CATAN_LAYOUT: TournamentLayout<Key> = { columns: CATAN_COLUMNS, group: 'table', noun: 'table', score: 'vp' };

interface Game {
  vp: number;
  /** The table's VP total, as the share counts it: with `share3=virtual` a 3-player table counts 4/3 of it. */
  tableVp: Fraction;
  placing: TablePlacing;
}

const shareOf = (g: Game) => Fraction.of(g.vp).div(g.tableVp);
const SHARES: Record<CatanSettings['share'], (games: Game[]) => Fraction> = {
  mean: (games) => Fraction.sum(games.map(shareOf)).div(Fraction.of(games.length)),
  sum: (games) => Fraction.sum(games.map(shareOf)),
  pooled: (games) => Fraction.of(games.reduce((s, g) => s + g.vp, 0)).div(Fraction.sum(games.map((g) => g.tableVp))),
};

const SCORE: Record<CatanSettings['score'], CatanStep> = { points: 'roundpoints', wins: 'wins' };

/**
 * The first figure one game adds, by the `score` setting: its round points, or its share of a win (a 1st place shared
 * by k players is 1/k each; docs/formats.md). The standings sum it; the stakes score every outcome of an unscored
 * table with it (docs/stakes.md), so the two never disagree.
 */
export const GAME_FIGURE: Record<CatanSettings['score'], (placing: TablePlacing) => Fraction> = {
  points: (p) => p.points,
  wins: (p) => (p.place === 1 ? Fraction.of(1, p.sharedBy) : Fraction.ZERO),
};

/** A player's first figure in the standings, by the `score` setting. */
export const STANDING_FIGURE: Record<CatanSettings['score'], (s: CatanStanding) => Fraction> = {
  points: (s) => s.roundPoints,
  wins: (s) => s.wins,
};

/** One player's line from their games, in one pass over them (a column of thousands makes thousands of lines). */
function standingOf(player: string, list: Game[], settings: CatanSettings): CatanStanding {
  const target = Number(settings.target);
  let roundPoints = Fraction.ZERO;
  let wins = Fraction.ZERO;
  let vp = 0;
  let vpCapped = 0;
  for (const g of list) {
    roundPoints = roundPoints.add(GAME_FIGURE.points(g.placing));
    if (g.placing.place === 1) wins = wins.add(GAME_FIGURE.wins(g.placing));
    vp += g.vp;
    vpCapped += Math.min(g.vp, target);
  }
  const share = SHARES[settings.share](list);
  return { player, roundPoints, wins, vp, vpCapped, share, places: placeCounts(list, (g) => g.placing.place), games: list.length };
}

/** The steps of the chain after the primary score, checked: the primary is not a step, and name comes last, implied. */
function chainSteps(fn: string, settings: CatanSettings): CatanStep[] {
  const ids = settings.tiebreak as CatanStep[];
  const chain = ids.join('>');
  const primary = SCORE[settings.score];
  if (ids.includes(primary)) fail(fn, { column: 'settings', message: say('chainHoldsPrimary', { chain, primary, score: settings.score }) });
  const name = ids.indexOf('name');
  if (name >= 0 && name < ids.length - 1) fail(fn, { column: 'settings', message: say('nameNotLast', { chain }) });
  return name < 0 ? [...ids, 'name'] : ids;
}

const lead = (primary: CatanStep): OutputColumn<CatanStanding>[] => [
  rankColumn(),
  playerColumn((s) => s.player),
  CATAN_TIEBREAKS[primary].column as OutputColumn<CatanStanding>,
];

/** docs/catan.md#tournament-standings's columns after the chain's: VP, VP %, Games, each keyed, so a step over one shows it once. */
const STANDARD: OutputColumn<CatanStanding>[] = [CATAN_TIEBREAKS.vp.column, CATAN_TIEBREAKS.share.column, gamesColumn((s) => s.games)];

/**
 * Tournament standings from a header-driven results range (docs/catan.md#tournament-standings, docs/formats.md), the final stage's rows ranked first
 * (docs/formats.md#the-final-stage). Throws every problem found, each at its cell.
 */
export function catanStandings(fn: string, results: Arg, settingsText?: Arg): Standings<CatanStanding> {
  const settings = readCatanSettings(fn, settingsText);
  const split = splitStages(fn, results);
  const preliminary = catanPreliminary(fn, split.preliminary, settings);
  return split.stages ? catanFinalStage(fn, split.stages, preliminary, settings, CATAN_LAYOUT) : preliminary;
}

/** The standings of the numbered rounds. */
function catanPreliminary(fn: string, results: Arg, settings: CatanSettings): Standings<CatanStanding> {
  const steps = chainSteps(fn, settings);
  const target = Number(settings.target);
  const { sittings, problems, warnings, waiting } = readTournament(fn, results, CATAN_LAYOUT);
  const games = new Map<string, Game[]>();
  for (const { label, entries } of sittings) {
    const vps = entries.map((e) =>
      isBlank(e.cells.vp) ? undefined : problems.read(e.row, 'vp', () => readCount(e.cells.vp, problems.header('vp')), label),
    );
    const declared = entries.map((e) =>
      problems.read(e.row, 'declared', () => readFlag(e.cells.declared, problems.header('declared')), label),
    );
    if (vps.includes(undefined) || declared.includes(undefined)) {
      // a table with an unreadable row is not judged as a table; its readable VP still are
      vps.forEach((vp, k) => {
        vp !== undefined &&
          breaches([vpRule(target)], vp).forEach((m) => {
            problems.at(entries[k].row, 'vp', m, label);
          });
      });
      continue;
    }
    const placed = placeTable(vps as number[], declared as boolean[], settings);
    placed.rowBreaches.forEach((b, k) => {
      b.forEach((m) => {
        problems.at(entries[k].row, 'vp', m, label);
      });
    });
    placed.groupBreaches.forEach((m) => {
      problems.at(entries[0].row, 'table', m, label);
    });
    const total = Fraction.of((vps as number[]).reduce((s, vp) => s + vp, 0));
    const tableVp = entries.length === 3 && settings.share3 === 'virtual' ? total.mul(Fraction.of(4, 3)) : total;
    entries.forEach((e, k) => {
      const placing = placed.placings[k];
      if (!placing) return;
      const list = games.get(e.player) ?? [];
      list.push({ vp: vps[k] as number, tableVp, placing });
      games.set(e.player, list);
    });
  }
  problems.throwIfAny(fn);

  const standings = [...games].map(([player, list]) => standingOf(player, list, settings));
  const primary = SCORE[settings.score];
  const chosen = steps.map((id) => CATAN_TIEBREAKS[id]);
  const chain = chainCriteria(standings, CATAN_TIEBREAKS[primary], chosen);
  return {
    ranked: rankBy(standings, chain),
    chain,
    columns: chainColumns(lead(primary), chosen, STANDARD),
    name: (s) => s.player,
    warnings: [...warnings, ...likelyTypos(games.keys())],
    games: sittings.length,
    played: sittings.map((s) => s.round),
    extra: [],
    unscored: roundsOf(waiting),
  };
}
