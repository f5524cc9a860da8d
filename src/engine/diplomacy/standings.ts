import { type Arg, type Cell, isBlank } from '../shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN } from '../shared/columns';
import { readFlag } from '../shared/flags';
import { Fraction } from '../shared/fraction';
import type { OutputColumn, Standings } from '../shared/game';
import type { ColumnSpec } from '../shared/headerTable';
import { readCount, readNumber } from '../shared/numbers';
import { likelyTypos } from '../shared/playerNames';
import { type Criterion, type Ranked, rankBy, rankLabel } from '../shared/ranking';
import { sortByName } from '../shared/text';
import { readTournament } from '../shared/tournament';
import type { Result, Seat } from './board';
import { type Game, gamesOfBoard, placesOfGames } from './game';
import { readChartCell, yearColumns } from './history';
import { POWERS, type Power, powerNamed } from './powers';
import { scoreBoard } from './scoreBoard';
import { readsChart, SCORING_SYSTEMS } from './scoringSystems';
import { readDiplomacySettings } from './settings';

type Key = 'round' | 'board' | 'player' | 'power' | 'centres' | 'eliminated' | 'finalyear' | 'masterpoints' | 'draw' | 'conceded';

export const DIPLOMACY_COLUMNS: ColumnSpec<Key>[] = [
  ROUND_COLUMN,
  { key: 'board', names: ['Board', 'Tavolo', 'Table'], required: true },
  PLAYER_COLUMN,
  { key: 'power', names: ['Power', 'Potenza', 'Nazione', 'Country'], required: true },
  { key: 'centres', names: ['Centres', 'Centers', 'SC', 'Supply centres', 'Centri'], required: true },
  { key: 'eliminated', names: ['Eliminated', 'Eliminato', 'Eliminated in', 'Anno eliminazione'], required: false },
  { key: 'finalyear', names: ['Final year', 'Anno finale', 'End year', 'Last year'], required: false },
  { key: 'masterpoints', names: ['Masterpoints rank', 'Masterpoints', 'Ranking'], required: false },
  { key: 'draw', names: ['Draw', 'Patta', 'In draw'], required: false },
  { key: 'conceded', names: ['Conceded', 'Concessione'], required: false },
];

/** One game of one player, where it was played. */
export interface PlayedGame {
  player: string;
  round: string;
  board: string;
  power: Power;
  game: Game;
  /** Its place among every game of the tournament by SPEC §3.2, 0 for the best; equal games share it. */
  place: number;
}

export interface DiplomacyStanding {
  player: string;
  points: Fraction;
  count: Record<Result, number>;
  /** The player's games, best first by SPEC §3.2. */
  games: PlayedGame[];
  masterpoints: number | undefined;
}

const nthGame = (k: number, name: string): Criterion<DiplomacyStanding> => ({
  name,
  compare: (a, b) => {
    const x = a.games[k];
    const y = b.games[k];
    if (!x || !y) return Number(!x) - Number(!y); // a missing game ranks below any game
    return x.place - y.place;
  },
});

/** The tie-breakers of SPEC §3.3, in the seed's order. */
export const DIPLOMACY_CHAIN: Criterion<DiplomacyStanding>[] = [
  { name: 'points', compare: (a, b) => b.points.compare(a.points) },
  { name: 'wins minus losses', compare: (a, b) => b.count.Win - b.count.Loss - (a.count.Win - a.count.Loss) },
  { name: 'draws', compare: (a, b) => b.count.Draw - a.count.Draw },
  nthGame(0, 'best game'),
  nthGame(1, 'second-best game'),
  nthGame(2, 'third-best game'),
  {
    name: 'Masterpoints rank',
    compare: (a, b) => (a.masterpoints ?? Infinity) - (b.masterpoints ?? Infinity) || 0,
  },
];

interface Line extends Seat {
  row: number;
  player: string;
  power: Power;
}

/** Tournament standings and best-country awards from a header-driven results range (SPEC §3.3). */
export interface DiplomacyStandings extends Standings<DiplomacyStanding> {
  bestCountry: PlayedGame[];
}

export function diplomacyStandings(fn: string, results: Arg, settingsText?: Arg): DiplomacyStandings {
  const settings = readDiplomacySettings(fn, settingsText);
  const chart = readsChart(settings.system) ? yearColumns(fn, results) : { years: [], specs: [] };
  const { sittings, problems, warnings } = readTournament(fn, results, {
    columns: [...DIPLOMACY_COLUMNS, ...chart.specs],
    group: 'board',
    noun: 'board',
    score: 'centres',
    seatsPerRound: 2, // a doubler plays two boards in one round
  });
  const masterpoints = new Map<string, { value: number | undefined; row: number }>();
  const played: PlayedGame[] = [];
  for (const { round, id: board, label, entries } of sittings) {
    const lines: Line[] = [];
    for (const { row, player, cells } of entries) {
      const power = isBlank(cells.power) ? undefined : powerNamed(String(cells.power));
      if (isBlank(cells.power)) problems.at(row, 'power', `blank Power for ${player}`, label);
      else if (!power)
        problems.at(row, 'power', `power ${JSON.stringify(cells.power)} is not one of ${POWERS.map((p) => p.name).join(', ')}`, label);
      // a blank optional cell is undefined without a reader: most rows leave Eliminated and Masterpoints blank
      const count = (key: 'centres' | 'eliminated' | 'finalyear', noun: string) =>
        isBlank(cells[key]) ? undefined : problems.read(row, key, () => readCount(cells[key], noun), label);
      const centres = count('centres', 'centres');
      const eliminated = count('eliminated', 'elimination year');
      const finalYear = count('finalyear', 'final year');
      const flag = (key: 'draw' | 'conceded', noun: string) => problems.read(row, key, () => readFlag(cells[key], noun), label) ?? false;
      const draw = flag('draw', 'in the draw');
      const conceded = flag('conceded', 'conceded to');
      const history = chart.years.length
        ? chart.years.map((y) => problems.read(row, `year${y}`, () => readChartCell(cells[`year${y}`], y), label) ?? 0)
        : undefined;
      const mp = isBlank(cells.masterpoints)
        ? undefined
        : problems.read(row, 'masterpoints', () => readNumber(cells.masterpoints, 'Masterpoints rank'), label);
      const seen = masterpoints.get(player);
      if (seen && seen.value !== mp)
        problems.at(
          row,
          'masterpoints',
          `Masterpoints rank ${mp ?? 'blank'} for ${player}, but ${seen.value ?? 'blank'} on row ${seen.row}; a player has one rank`,
          label,
        );
      else if (!seen) masterpoints.set(player, { value: mp, row });
      const twice = power && lines.find((l) => l.power === power);
      if (twice) problems.at(row, 'power', `${power} twice on the board (also row ${twice.row}); each power plays once`, label);
      if (power && centres !== undefined && !problems.onRow(row))
        lines.push({ row, player, power, centres, eliminated, finalYear, draw, conceded, history });
    }
    if (lines.length !== entries.length) continue;
    const verdict = scoreBoard(lines, settings);
    verdict.rowBreaches?.forEach((b, k) => {
      b.forEach((m) => {
        problems.at(lines[k].row, 'centres', m, label);
      });
    });
    verdict.groupBreaches?.forEach((m) => {
      problems.at(lines[0].row, 'board', m, label);
    });
    if (verdict.values.some((v) => v === undefined)) continue;
    gamesOfBoard(verdict.values as NonNullable<(typeof verdict.values)[number]>[]).forEach((game, k) => {
      played.push({ player: lines[k].player, round, board, power: lines[k].power, game, place: 0 });
    });
  }
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
    return {
      player,
      points: Fraction.sum(counted(games.map((g) => g.game.points))),
      count,
      games: [...games].sort((a, b) => a.place - b.place),
      masterpoints: masterpoints.get(player)?.value,
    };
  });
  // Players no rule separates share a rank and are listed by name: sort by name first, the ranking sort is stable.
  const byName = sortByName(standings, (s) => s.player);
  const best = bestCountry(played);
  return {
    ranked: rankBy(byName, DIPLOMACY_CHAIN),
    bestCountry: best,
    chain: DIPLOMACY_CHAIN,
    columns: DIPLOMACY_OUTPUT,
    name: (s) => s.player,
    warnings: [...warnings, ...likelyTypos(byPlayer.keys())],
    games: sittings.length,
    extra: [
      {
        title: 'Scoring system',
        rows: [
          ['System', 'Name'],
          [settings.system, SCORING_SYSTEMS[settings.system].name],
        ],
      },
      { title: 'Best country', rows: [BEST_COUNTRY_HEADER, ...best.map(bestCountryRow)] },
    ],
  };
}

/** The scores a total adds up: all of them, or the N highest (`count=best-N`; fewer games are all summed). */
function bestGames(count: string): (scores: Fraction[]) => Fraction[] {
  if (count === 'all') return (scores) => scores;
  const n = Number(count.slice('best-'.length));
  return (scores) => [...scores].sort((a, b) => b.compare(a)).slice(0, n);
}

/** A doubler's round counts once, by the better of its two games (SPEC §3.5); best country still sees both. */
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

export function describeGame(g: PlayedGame): string {
  return `R${g.round} ${g.power}: ${g.game.result}, ${points(g.game.points)}`;
}

const game = (k: number) => (r: Ranked<DiplomacyStanding>) => (r.item.games[k] ? describeGame(r.item.games[k]) : '');

/** SPEC §3.4's columns, then the tie-breaks the ranking used, which the standings sheet shows too. */
export const DIPLOMACY_OUTPUT: OutputColumn<DiplomacyStanding>[] = [
  { header: 'Rank', value: rankLabel },
  { header: 'Player', value: (r) => r.item.player },
  { header: 'Points', value: (r) => points(r.item.points) },
  { header: 'Wins', value: (r) => r.item.count.Win },
  { header: 'Draws', value: (r) => r.item.count.Draw },
  { header: 'Losses', value: (r) => r.item.count.Loss },
  { header: 'Eliminations', value: (r) => r.item.count.Elimination },
  { header: 'Best game', value: game(0) },
  { header: 'Wins − losses', value: (r) => r.item.count.Win - r.item.count.Loss, tieBreak: true },
  { header: 'Second-best game', value: game(1), tieBreak: true },
  { header: 'Third-best game', value: game(2), tieBreak: true },
  { header: 'Masterpoints rank', value: (r) => r.item.masterpoints ?? '', tieBreak: true },
];

export const BEST_COUNTRY_HEADER = ['Power', 'Player', 'Round', 'Board', 'Result', 'Centres', 'Points'];

export function bestCountryRow(g: PlayedGame): Cell[] {
  return [g.power, g.player, g.round, g.board, g.game.result, g.game.centres, points(g.game.points)];
}
