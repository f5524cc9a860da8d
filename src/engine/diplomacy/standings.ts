import type { Label } from '../i18n/words';
import { type Arg, type Cell, isBlank } from '../shared/cells';
import { readFlag } from '../shared/flags';
import { Fraction } from '../shared/fraction';
import type { ColumnSpec } from '../shared/headerTable';
import { SHARED_LABELS } from '../shared/labels';
import { say as sayShared } from '../shared/messages';
import { readCount, readNumber } from '../shared/numbers';
import { likelyTypos } from '../shared/playerNames';
import { rankBy } from '../shared/ranking';
import { splitStages } from '../shared/stages';
import type { OutputColumn, Standings } from '../shared/standings';
import { playerColumn, rankColumn } from '../shared/standingsColumns';
import { sortByName } from '../shared/text';
import { chainColumns, chainCriteria, type Step, type TieBreak } from '../shared/tiebreaks';
import { readTournament, roundsOf, type Sitting, type Tournament, type TournamentLayout } from '../shared/tournament';
import type { Result, Seat } from './board';
import { DIPLOMACY_COLUMNS } from './columns';
import { diplomacyFinalStage, topBoardAdded } from './finals';
import { gamesOfBoard, placesOfGames } from './game';
import { readChartCell, yearColumns } from './history';
import { DIPLOMACY_LABELS } from './labels';
import { say } from './messages';
import { POWERS, type Power, powerNamed } from './powers';
import { scoreBoard } from './scoreBoard';
import { readsChart, SCORING_SYSTEMS } from './scoringSystems';
import { type DiplomacySettings, readDiplomacySettings } from './settings';
import type { DiplomacyKey, DiplomacyStanding, PlayedGame } from './standing';
import { DIPLOMACY_TIEBREAKS, type DiplomacyStep, nthGameCell } from './tiebreaks';

type Key = DiplomacyKey;

const POINTS: TieBreak<DiplomacyStanding> = { name: SHARED_LABELS.pointsStep, compare: (a, b) => b.points.compare(a.points) };

interface Line extends Seat {
  row: number;
  player: string;
  power: Power;
}

/** Tournament standings and best-country awards from a header-driven results range (docs/diplomacy.md#tournament-standings). */
export interface DiplomacyStandings extends Standings<DiplomacyStanding> {
  bestCountry: PlayedGame[];
}

type Chart = ReturnType<typeof yearColumns>;
type Problems = Tournament<Key>['problems'];
type Masterpoints = Map<string, { value: number; row: number }>;

/** The year columns of the centre chart, when the system reads it. */
const chartOf = (fn: string, results: Arg, settings: DiplomacySettings): Chart =>
  readsChart(settings.system) ? yearColumns(fn, results) : { years: [], specs: [] };

/** The results' layout under these settings: the year columns of the centre chart join when the system reads it. */
export const diplomacyLayout = (fn: string, results: Arg, settings: DiplomacySettings) => layoutOf(chartOf(fn, results, settings));

/** The results' layout: the year columns of the centre chart join when the system reads it. */
const layoutOf = (chart: Chart): TournamentLayout<Key> => ({
  columns: [...DIPLOMACY_COLUMNS, ...chart.specs] as ColumnSpec<Key>[],
  group: 'board',
  noun: 'board',
  score: 'centres',
  seatsPerRound: 2, // a doubler plays two boards in one round
});

/**
 * Tournament standings and best-country awards (docs/diplomacy.md#tournament-standings, docs/formats.md); the top board's players first (docs/formats.md#the-final-stage), or with
 * `final=add` the top board counted as one more round.
 */
export function diplomacyStandings(fn: string, results: Arg, settingsText?: Arg): DiplomacyStandings {
  const settings = readDiplomacySettings(fn, settingsText);
  const chart = chartOf(fn, results, settings);
  const split = splitStages(fn, results, (stage) => stage === 'F' && settings.final === 'add');
  const preliminary = preliminaryStandings(fn, split.preliminary, settings, chart);
  if (settings.final === 'add' && split.held.has('F')) return { ...preliminary, ...topBoardAdded(preliminary) };
  if (!split.stages) return preliminary;
  const score = (sitting: Sitting<Key>, problems: Problems) => boardGames(sitting, problems, settings, chart, new Map());
  return { ...preliminary, ...diplomacyFinalStage(fn, split.stages, preliminary, layoutOf(chart), score) };
}

/**
 * One board's games, read and scored by the system; undefined when a problem was found (it is in `problems`). Kept
 * whole (on biome.json's list): split into phases, its calls per row cost a standings call's first run 13%.
 */
function boardGames(
  { round, id: board, label, entries }: Sitting<Key>,
  problems: Problems,
  settings: DiplomacySettings,
  chart: Chart,
  masterpoints: Masterpoints,
): PlayedGame[] | undefined {
  const lines: Line[] = [];
  for (const { row, player, cells } of entries) {
    const power = isBlank(cells.power) ? undefined : powerNamed(String(cells.power));
    if (isBlank(cells.power)) problems.at(row, 'power', sayShared('blankScoreFor', { header: problems.header('power'), player }), label);
    else if (!power) problems.at(row, 'power', say('unknownPower', { value: JSON.stringify(cells.power) }), label);
    // a blank optional cell is undefined without a reader: most rows leave Eliminated and Masterpoints blank
    const count = (key: 'centres' | 'eliminated' | 'finalyear') =>
      isBlank(cells[key]) ? undefined : problems.read(row, key, () => readCount(cells[key], problems.header(key)), label);
    const centres = count('centres');
    const eliminated = count('eliminated');
    const finalYear = count('finalyear');
    const flag = (key: 'draw' | 'conceded') => problems.read(row, key, () => readFlag(cells[key], problems.header(key)), label) ?? false;
    const draw = flag('draw');
    const conceded = flag('conceded');
    const history = chart.years.length
      ? chart.years.map((y) => problems.read(row, `year${y}` as Key, () => readChartCell(cells[`year${y}` as Key], y), label) ?? 0)
      : undefined;
    const mp = isBlank(cells.masterpoints)
      ? undefined
      : problems.read(row, 'masterpoints', () => readNumber(cells.masterpoints, problems.header('masterpoints')), label);
    // a blank rank (a row a seating wrote) takes the player's rank from their other rows (docs/diplomacy.md#tournament-standings)
    const seen = masterpoints.get(player);
    if (mp !== undefined && seen && seen.value !== mp)
      problems.at(
        row,
        'masterpoints',
        say('masterpointsDiffer', { header: problems.header('masterpoints'), rank: mp, player, other: seen.value, row: seen.row }),
        label,
      );
    else if (mp !== undefined && !seen) masterpoints.set(player, { value: mp, row });
    const twice = power && lines.find((l) => l.power === power);
    if (twice) problems.at(row, 'power', say('powerTwice', { power, row: twice.row }), label);
    if (power && centres !== undefined && !problems.onRow(row))
      lines.push({ row, player, power, centres, eliminated, finalYear, draw, conceded, history });
  }
  if (lines.length !== entries.length) return undefined;
  const named = { centres: problems.header('centres'), draw: problems.header('draw'), conceded: problems.header('conceded') };
  const verdict = scoreBoard(lines, settings, true, named);
  verdict.rowBreaches?.forEach((b, k) => {
    b.forEach((m) => {
      problems.at(lines[k].row, 'centres', m, label);
    });
  });
  verdict.groupBreaches?.forEach((m) => {
    problems.at(lines[0].row, 'board', m, label);
  });
  if (verdict.values.some((v) => v === undefined)) return undefined;
  return gamesOfBoard(verdict.values as NonNullable<(typeof verdict.values)[number]>[]).map((game, k) => ({
    player: lines[k].player,
    round,
    board,
    power: lines[k].power,
    game,
    place: 0,
  }));
}

/** The standings of the numbered rounds. */
function preliminaryStandings(fn: string, results: Arg, settings: DiplomacySettings, chart: Chart): DiplomacyStandings {
  const { sittings, problems, warnings, waiting } = readTournament(fn, results, layoutOf(chart));
  const masterpoints: Masterpoints = new Map();
  const played: PlayedGame[] = [];
  for (const sitting of sittings) played.push(...(boardGames(sitting, problems, settings, chart, masterpoints) ?? []));
  problems.throwIfAny(fn);
  const places = placesOfGames(played.map((p) => p.game));
  for (const p of played) p.place = places.get(p.game) as number;

  const byPlayer = new Map<string, PlayedGame[]>();
  for (const p of played) {
    if (!byPlayer.has(p.player)) byPlayer.set(p.player, []);
    byPlayer.get(p.player)?.push(p);
  }
  const counted = bestGames(settings.count);
  const standings: DiplomacyStanding[] = [...byPlayer].map(([player, all]) => {
    const games = onePerRound(all);
    const count: Record<Result, number> = { Win: 0, Draw: 0, Loss: 0, Elimination: 0 };
    for (const g of games) count[g.game.result]++;
    const total = counted(games);
    return {
      player,
      points: countedPoints(
        games.map((g) => g.game.points),
        settings.count,
      ),
      centres: total.reduce((s, g) => s + g.game.centres, 0),
      count,
      games: [...games].sort((a, b) => a.place - b.place),
      masterpoints: masterpoints.get(player)?.value,
    };
  });
  // Players no rule separates share a rank and are listed by name: sort by name first, the ranking sort is stable.
  const byName = sortByName(standings, (s) => s.player);
  const best = bestCountry(played);
  const steps: Step<DiplomacyStanding>[] = (settings.tiebreak as DiplomacyStep[]).map((id) => DIPLOMACY_TIEBREAKS[id]);
  const chain = chainCriteria(byName, POINTS, steps);
  return {
    ranked: rankBy(byName, chain),
    bestCountry: best,
    chain,
    columns: chainColumns(DIPLOMACY_OUTPUT, steps, []),
    name: (s) => s.player,
    warnings: [...warnings, ...likelyTypos(byPlayer.keys())],
    games: sittings.length,
    played: sittings.map((s) => s.round),
    unscored: roundsOf(waiting),
    extra: [
      {
        title: DIPLOMACY_LABELS.scoringSystem,
        header: [DIPLOMACY_LABELS.system, SHARED_LABELS.name],
        rows: [[settings.system, SCORING_SYSTEMS[settings.system].name]],
      },
      { title: DIPLOMACY_LABELS.bestCountry, header: BEST_COUNTRY_HEADER, rows: best.map(bestCountryRow) },
    ],
  };
}

/**
 * A player's total from the points of the games that count, one per round (`count=all`, or the N highest with
 * `count=best-N`): the standings' total, and the stakes' bounds on it (docs/stakes.md), from the same rule.
 */
export function countedPoints(points: readonly Fraction[], count: string): Fraction {
  if (count === 'all') return Fraction.sum([...points]);
  return Fraction.sum([...points].sort((a, b) => b.compare(a)).slice(0, Number(count.slice('best-'.length))));
}

/** The games a total adds up: all of them, or the N highest-scoring (`count=best-N`; fewer games are all summed). */
function bestGames(count: string): (games: PlayedGame[]) => PlayedGame[] {
  if (count === 'all') return (games) => games;
  const n = Number(count.slice('best-'.length));
  return (games) => [...games].sort((a, b) => b.game.points.compare(a.game.points) || a.place - b.place).slice(0, n);
}

/** A doubler's round counts once, by the better of its two games (docs/diplomacy.md#other-scoring-systems); best country still sees both. */
function onePerRound(games: PlayedGame[]): PlayedGame[] {
  const byRound = new Map<string, PlayedGame>();
  for (const g of games) {
    const kept = byRound.get(g.round);
    if (!kept || g.place < kept.place) byRound.set(g.round, g);
  }
  return byRound.size === games.length ? games : [...byRound.values()];
}

/** For each power, the best game played with it (all of them when equal), powers in the usual order. */
function bestCountry(played: PlayedGame[]): PlayedGame[] {
  // one pass per power keeps the best games found so far: no need to sort every game to find the first ones
  const best = new Map<Power, PlayedGame[]>();
  for (const p of played) {
    const sofar = best.get(p.power);
    const d = sofar ? p.place - sofar[0].place : -1;
    if (d < 0) best.set(p.power, [p]);
    else if (d === 0) sofar?.push(p);
  }
  return POWERS.flatMap(({ name }) => sortByName(best.get(name) ?? [], (p) => p.player));
}

const points = (f: Fraction) => f.toNumber();

/**
 * The columns of docs/diplomacy.md#tournament-standings, whatever the chain (docs/formats.md); the chain's own columns
 * follow them. Wins is the figure of the `solos` step and Best game of `best`, keyed so (docs/formats.md).
 */
export const DIPLOMACY_OUTPUT: OutputColumn<DiplomacyStanding>[] = [
  rankColumn(),
  playerColumn((s) => s.player),
  { key: 'points', header: SHARED_LABELS.points, value: (r) => points(r.item.points) },
  { key: 'solos', header: SHARED_LABELS.wins, value: (r) => r.item.count.Win },
  { key: 'draws', header: DIPLOMACY_LABELS.draws, value: (r) => r.item.count.Draw },
  { key: 'losses', header: DIPLOMACY_LABELS.losses, value: (r) => r.item.count.Loss },
  { key: 'eliminations', header: DIPLOMACY_LABELS.eliminations, value: (r) => r.item.count.Elimination },
  { key: 'best', header: DIPLOMACY_LABELS.bestGame, value: nthGameCell(0) },
];

export const BEST_COUNTRY_HEADER: readonly Label[] = [
  DIPLOMACY_LABELS.power,
  SHARED_LABELS.player,
  SHARED_LABELS.round,
  DIPLOMACY_LABELS.board,
  DIPLOMACY_LABELS.result,
  DIPLOMACY_LABELS.centres,
  SHARED_LABELS.points,
];

export function bestCountryRow(g: PlayedGame): Cell[] {
  return [g.power, g.player, g.round, g.board, g.game.result, g.game.centres, points(g.game.points)];
}
