import type { Said } from '../i18n/message';
import { saySheet } from '../i18n/sheetWords';
import { type Arg, type Cell, isBlank, showCell } from '../shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN, STARTS_COLUMN } from '../shared/columns';
import { readFlag } from '../shared/flags';
import { Fraction } from '../shared/fraction';
import type { ColumnSpec } from '../shared/headerTable';
import { SHARED_LABELS } from '../shared/labels';
import { say as sayShared } from '../shared/messages';
import { likelyTypos } from '../shared/playerNames';
import { Breach } from '../shared/problems';
import { placeCounts, rankBy } from '../shared/ranking';
import { splitStages } from '../shared/stages';
import type { OutputColumn, Standings } from '../shared/standings';
import { gamesColumn, playerColumn, rankColumn } from '../shared/standingsColumns';
import { compareNames, fold } from '../shared/text';
import { chainColumns, chainCriteria, higher, vocabulary } from '../shared/tiebreaks';
import { type Entry, readTournament, roundsOf, type Sitting, type TournamentLayout } from '../shared/tournament';
import { carcassonneFinalStage } from './finals';
import { CARCASSONNE_LABELS } from './labels';
import { say } from './messages';
import { DUEL_WINS, readScore, SCORE_COLUMN, tableRoundPoints } from './roundPoints';
import { type CarcassonneSettings, readCarcassonneSettings } from './settings';
import type { CarcassonneKey, CarcassonneStanding } from './standing';
import { type CarcassonneStep, carcassonneTiebreaks, DEFAULT_STEPS, DUEL_STEPS, PLACEMENT_STEPS } from './tiebreaks';

type Key = CarcassonneKey;

export const CARCASSONNE_COLUMNS: ColumnSpec<Key>[] = [
  ROUND_COLUMN,
  { key: 'table', names: ['Table', 'Tavolo', 'Masă'], required: true, label: SHARED_LABELS.table },
  PLAYER_COLUMN,
  SCORE_COLUMN,
  // who started each game: draw=starter-loses reads it (docs/formats.md), and the next pairing balances starts (docs/seating.md)
  STARTS_COLUMN,
];

/**
 * What a Table cell reads for a bye, folded: Podium's `bye`, and the words docs/glossary.md gives it (Italian riposo,
 * Romanian rundă liberă), each in any case, with or without diacritics.
 */
export const BYE_WORDS = new Set(
  ['bye', 'byes', 'freilos', 'riposo', 'riposi', 'riposa', 'liber', 'rundă liberă', 'runde libere', 'rundele libere'].map(fold),
);
/** Whether a Table cell reads as a bye. */
export const isByeTable = (cell: Cell) => BYE_WORDS.has(fold(String(cell ?? '')));
const isBye = (cells: Record<Key, Cell>) => isByeTable(cells.table);

interface Played {
  player: string;
  score: number;
  /** The other players at the table, with their scores. */
  opponents: { player: string; score: number }[];
  roundPoints: Fraction;
  /** 1 + the players at the table with a higher score. */
  place: number;
  tableTotal: number;
  size: number;
}

type Mode = 'duel' | 'placement';

/** Every table of 2 (with byes) is a duel tournament; tables of 3–4 a placement one; anything else an error. */
function modeOf(sittings: Sitting<Key>[], at: (s: Sitting<Key>, message: Said) => void): Mode | undefined {
  const bad = sittings.filter((s) => s.entries.length < 2 || s.entries.length > 4);
  bad.forEach((s) => {
    at(s, say('carcTableSize', { players: s.entries.length }));
  });
  if (bad.length) return undefined;
  const duels = sittings.filter((s) => s.entries.length === 2);
  const tables = sittings.filter((s) => s.entries.length > 2);
  if (duels.length && tables.length) {
    at(tables[0], say('duelsAndTables', { duel: duels[0].label, duels: duels.length, table: tables[0].label, tables: tables.length }));
    return undefined;
  }
  return tables.length ? 'placement' : 'duel';
}

/** What a bye counts in duel mode: a win, what an equal score is worth, or nothing (the `bye` setting). */
export function byeValue(settings: CarcassonneSettings): Fraction {
  return { win: DUEL_WINS[settings.draw].win, draw: DUEL_WINS[settings.draw].equal, loss: Fraction.ZERO }[settings.bye];
}

/** Buchholz: the opponents' final wins, one contribution per game and 0 per bye, less the cut of each variant. */
function buchholz(contributions: Fraction[]): CarcassonneStanding['buchholz'] {
  const sorted = contributions.sort((a, b) => a.compare(b));
  const full = Fraction.sum(sorted);
  if (sorted.length < 2) return { cut1: sorted.length ? full.sub(sorted[0]) : full, full, median: Fraction.ZERO };
  const cut1 = full.sub(sorted[0]);
  return { cut1, full, median: cut1.sub(sorted[sorted.length - 1]) };
}

/** The share of a table's points: own ÷ the table's total, a 3-player table's total counting a virtual 4th at the mean. */
function share(g: Played, settings: CarcassonneSettings): Fraction {
  if (g.tableTotal === 0) return Fraction.ZERO;
  return g.size === 3 && settings.share3 === 'virtual' ? Fraction.of(g.score * 3, g.tableTotal * 4) : Fraction.of(g.score, g.tableTotal);
}

type Standing = CarcassonneStanding;

const NO_BUCHHOLZ: Standing['buchholz'] = { cut1: Fraction.ZERO, full: Fraction.ZERO, median: Fraction.ZERO };

/** A score's place at its table: 1 + the scores above it (equal scores share a place). */
function placeAt(scores: readonly number[], score: number): number {
  let above = 0;
  for (const x of scores) if (x > score) above++;
  return 1 + above;
}

/** Each mode's primary score, its column, and its standard columns after the chain's (docs/carcassonne.md#tournament-standings, docs/formats.md). */
function modeColumns(mode: Mode, steps: ReturnType<typeof carcassonneTiebreaks>) {
  const games = gamesColumn<Standing>((s) => s.games);
  return mode === 'duel'
    ? {
        primary: vocabulary({ wins: higher<Standing>(SHARED_LABELS.wins, SHARED_LABELS.winsStep, (s) => s.points) }).wins,
        standard: [
          steps.buchholz.column,
          steps.difference.column,
          steps.points.column,
          games,
          { key: 'byes', header: CARCASSONNE_LABELS.byes, value: (r) => r.item.byes } as OutputColumn<Standing>,
        ],
      }
    : {
        primary: vocabulary({ roundpoints: higher<Standing>(SHARED_LABELS.roundPoints, SHARED_LABELS.roundPointsStep, (s) => s.points) })
          .roundpoints,
        standard: [steps.share.column, steps.points.column, games],
      };
}

/**
 * The steps a mode uses (docs/formats.md): those of the chain that belong to it when the chain holds a step of that mode
 * only, or when every step belongs to it; otherwise the mode's default chain.
 */
function stepsOf(mode: Mode, chain: readonly string[]): CarcassonneStep[] {
  const [mine, other]: readonly string[][] =
    mode === 'duel' ? [[...DUEL_STEPS], [...PLACEMENT_STEPS]] : [[...PLACEMENT_STEPS], [...DUEL_STEPS]];
  const own = chain.filter((id) => mine.includes(id)) as CarcassonneStep[];
  const onlyMine = chain.some((id) => mine.includes(id) && !other.includes(id));
  return onlyMine || own.length === chain.length ? own : DEFAULT_STEPS[mode];
}

/** Pairs that met more than once, players with two byes, players with different numbers of rounds. */
function tournamentWarnings(games: Map<string, Played[]>, byes: Map<string, number>, mode: Mode): Said[] {
  const warnings = metOften(games, mode);
  for (const [player, n] of [...byes].sort((x, y) => compareNames(x[0], y[0])))
    if (n > 1) warnings.push(saySheet('byes', { player, byes: n }));
  const differ = roundsDiffer(games, byes);
  return differ ? [...warnings, differ] : warnings;
}

/** The pairs that met more than once, by name. */
function metOften(games: Map<string, Played[]>, mode: Mode): Said[] {
  const met = new Map<string, number>();
  for (const [player, list] of games)
    for (const g of list)
      for (const o of g.opponents)
        if (compareNames(player, o.player) < 0) {
          const pair = `${player}\u0000${o.player}`;
          met.set(pair, (met.get(pair) ?? 0) + 1);
        }
  return [...met]
    .filter(([, n]) => n > 1)
    .sort((x, y) => compareNames(x[0], y[0]))
    .map(([key, times]) => saySheet('metOften', { pair: key.split('\u0000'), times, atTable: mode !== 'duel' }));
}

/** Players with different numbers of rounds played (games and byes), most first; none when all played as many. */
function roundsDiffer(games: Map<string, Played[]>, byes: Map<string, number>): Said | undefined {
  const rounds = new Map<number, string[]>();
  for (const player of games.keys()) {
    const n = (games.get(player)?.length ?? 0) + (byes.get(player) ?? 0);
    const same = rounds.get(n);
    if (same) same.push(player);
    else rounds.set(n, [player]);
  }
  if (rounds.size < 2) return undefined;
  return saySheet('roundsDiffer', { counts: [...rounds].sort((a, b) => b[0] - a[0]).map(([n, players]) => ({ rounds: n, players })) });
}

export const CARCASSONNE_LAYOUT: TournamentLayout<Key> = {
  columns: CARCASSONNE_COLUMNS,
  group: 'table',
  noun: 'table',
  score: 'score',
  aside: isBye,
};

/**
 * Carcassonne tournament standings, duel or placement mode by the table sizes of the numbered rounds (docs/carcassonne.md#tournament-standings, docs/formats.md),
 * the knockout's players ranked first (docs/formats.md#the-final-stage).
 */
export function carcassonneStandings(fn: string, results: Arg, settingsText?: Arg): Standings<CarcassonneStanding> {
  const settings = readCarcassonneSettings(fn, settingsText);
  const split = splitStages(fn, results);
  const { standings, hasStarts } = preliminaryStandings(fn, split.preliminary, settings);
  return split.stages ? carcassonneFinalStage(fn, split.stages, standings, settings, CARCASSONNE_LAYOUT, hasStarts) : standings;
}

/** Whether results are duels or tables of 3–4, for the sidebar's settings: by the numbered rounds (duels before any). */
export function resultsMode(results: Arg): Mode {
  try {
    const { sittings, waiting } = readTournament('', splitStages('', results).preliminary, CARCASSONNE_LAYOUT);
    return [...sittings, ...waiting].some((s) => s.entries.length > 2) ? 'placement' : 'duel';
  } catch {
    return 'duel'; // results the standings refuse: they will say why
  }
}

/**
 * The standings of the numbered rounds, and whether the results have a Starts column. Kept whole (on biome.json's
 * list): split into phases, its calls per table cost a standings call's first, interpreted run 17%.
 */
function preliminaryStandings(
  fn: string,
  results: Arg,
  settings: CarcassonneSettings,
): { standings: Standings<CarcassonneStanding>; hasStarts: boolean } {
  const { sittings, aside, problems, warnings, has, waiting } = readTournament(fn, results, CARCASSONNE_LAYOUT);
  const games = new Map<string, Played[]>();
  const add = (player: string, g: Played) => {
    const list = games.get(player);
    if (list) list.push(g);
    else games.set(player, [g]);
  };
  const mode = modeOf(sittings, (s, message) => problems.at(s.entries[0].row, 'table', message, s.label));

  for (const { label, entries } of sittings) {
    const scores = entries.map((e: Entry<Key>) =>
      isBlank(e.cells.score) ? undefined : problems.read(e.row, 'score', () => readScore(e.cells.score, problems.header('score')), label),
    );
    const starts = has('starts')
      ? entries.map((e) => problems.read(e.row, 'starts', () => readFlag(e.cells.starts, problems.header('starts')), label))
      : undefined;
    if (mode === undefined || scores.includes(undefined) || starts?.includes(undefined)) continue;
    let points: Fraction[];
    try {
      points = tableRoundPoints(scores as number[], settings, starts as boolean[] | undefined, problems.header('starts'));
    } catch (e) {
      if (!(e instanceof Breach)) throw e;
      problems.at(entries[0].row, has('starts') ? 'starts' : 'score', e.said, label);
      continue;
    }
    const total = (scores as number[]).reduce((s, x) => s + x, 0);
    entries.forEach((e, k) => {
      const score = scores[k] as number;
      add(e.player, {
        player: e.player,
        score,
        opponents: entries.filter((_, j) => j !== k).map((o, j) => ({ player: o.player, score: scores[j < k ? j : j + 1] as number })),
        roundPoints: points[k],
        place: placeAt(scores as number[], score),
        tableTotal: total,
        size: entries.length,
      });
    });
  }
  const scoredRounds = new Set(sittings.map((s) => s.round));
  const byes = new Map<string, number>();
  for (const bye of aside) {
    if (mode === 'placement') problems.at(bye.row, 'table', say('byeInPlacement'), sayShared('atRound', { round: bye.round }));
    if (!isBlank(bye.cells.score))
      problems.at(
        bye.row,
        'score',
        say('byeWithScore', { value: showCell(bye.cells.score), player: bye.player }),
        sayShared('atRound', { round: bye.round }),
      );
    if (scoredRounds.has(bye.round)) byes.set(bye.player, (byes.get(bye.player) ?? 0) + 1);
  }
  problems.throwIfAny(fn);

  const byeWins = byeValue(settings);
  const players = [...new Set([...games.keys(), ...byes.keys()])].sort(compareNames);
  const standings: Standing[] = players.map((player) => {
    const list = games.get(player) ?? [];
    const n = byes.get(player) ?? 0;
    return {
      player,
      points: Fraction.sum(list.map((g) => g.roundPoints)).add(mode === 'duel' ? byeWins.mul(Fraction.of(n)) : Fraction.ZERO),
      buchholz: NO_BUCHHOLZ, // each player's, once every player's wins are known (below)
      sonnebornBerger: Fraction.ZERO,
      difference: list.reduce((s, g) => s + g.score - g.opponents.reduce((t, o) => t + o.score, 0), 0),
      scored: list.reduce((s, g) => s + g.score, 0),
      share: Fraction.sum(list.map((g) => share(g, settings))),
      places: placeCounts(list, (g) => (g.size > 2 ? g.place : undefined)), // duels are not placings
      results: list.filter((g) => g.size === 2).map((g) => ({ opponent: g.opponents[0].player, result: g.roundPoints })),
      games: list.length,
      byes: n,
    };
  });
  const wins = new Map(standings.map((s) => [s.player, s.points]));
  for (const s of standings) {
    const contributions = [...s.results.map((r) => wins.get(r.opponent) as Fraction), ...Array(s.byes).fill(Fraction.ZERO)];
    s.buchholz = buchholz(contributions);
    s.sonnebornBerger = Fraction.sum(s.results.map((r) => r.result.mul(wins.get(r.opponent) as Fraction)));
  }

  const shown = mode ?? 'duel';
  const vocabulary = carcassonneTiebreaks(settings);
  const steps = stepsOf(shown, settings.tiebreak).map((id) => vocabulary[id]);
  const { primary, standard } = modeColumns(shown, vocabulary);
  const chain = chainCriteria(standings, primary, steps);
  const result: Standings<CarcassonneStanding> = {
    ranked: rankBy(standings, chain),
    chain,
    columns: chainColumns([rankColumn(), playerColumn((s) => s.player), primary.column], steps, standard),
    name: (s) => s.player,
    warnings: [...warnings, ...tournamentWarnings(games, byes, shown), ...likelyTypos(players)],
    games: sittings.length,
    played: sittings.map((s) => s.round),
    extra: [],
    unscored: roundsOf(waiting),
  };
  return { standings: result, hasStarts: has('starts') };
}
