import { Arg, Cell, isBlank } from '../shared/cells';
import { Fraction } from '../shared/fraction';
import { idText } from '../shared/groups';
import { ColumnSpec, readHeaderTable } from '../shared/headerTable';
import { readCount, readNumber } from '../shared/numbers';
import { likelyTypos } from '../shared/playerNames';
import { compareBy, Criterion, Ranked, rankBy, rankLabel } from '../shared/ranking';
import { TableProblems } from '../shared/tableProblems';
import { compareNames, playerName } from '../shared/text';
import { Result, Seat } from './board';
import { compareGames, Game, gamesOfBoard } from './game';
import { Power, powerNamed, POWERS } from './powers';
import { scoreBoard } from './scoreBoard';
import { readDiplomacySettings } from './settings';

type Key = 'round' | 'board' | 'player' | 'power' | 'centres' | 'eliminated' | 'finalyear' | 'masterpoints';

export const DIPLOMACY_COLUMNS: ColumnSpec<Key>[] = [
  { key: 'round', names: ['Round', 'Turno', 'Partita', 'Runda'], required: true },
  { key: 'board', names: ['Board', 'Tavolo', 'Table'], required: true },
  { key: 'player', names: ['Player', 'Giocatore', 'Nome', 'Name', 'Jucător'], required: true },
  { key: 'power', names: ['Power', 'Potenza', 'Nazione', 'Country'], required: true },
  { key: 'centres', names: ['Centres', 'Centers', 'SC', 'Supply centres', 'Centri'], required: true },
  { key: 'eliminated', names: ['Eliminated', 'Eliminato', 'Eliminated in', 'Anno eliminazione'], required: false },
  { key: 'finalyear', names: ['Final year', 'Anno finale', 'End year', 'Last year'], required: false },
  { key: 'masterpoints', names: ['Masterpoints rank', 'Masterpoints', 'Ranking'], required: false },
];

/** One game of one player, where it was played. */
export interface PlayedGame {
  player: string;
  round: string;
  board: string;
  power: Power;
  game: Game;
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
    return compareGames(x.game, y.game);
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

export interface DiplomacyStandings {
  ranked: Ranked<DiplomacyStanding>[];
  bestCountry: PlayedGame[];
  warnings: string[];
  games: number;
}

interface Line extends Seat {
  row: number;
  player: string;
  power: Power;
}

/** Tournament standings and best-country awards from a header-driven results range (SPEC §3.3). */
export function diplomacyStandings(fn: string, results: Arg, settingsText?: Arg): DiplomacyStandings {
  const settings = readDiplomacySettings(fn, settingsText);
  const { rows, columns } = readHeaderTable(fn, results, DIPLOMACY_COLUMNS);
  const problems = new TableProblems(DIPLOMACY_COLUMNS, columns);
  const at = problems.at.bind(problems);
  const read = problems.read.bind(problems);
  const year = (v: Cell, noun: string) => () => (isBlank(v) ? undefined : readCount(v, noun));

  const boards = new Map<string, { round: string; board: string; lines: Line[] }>();
  const unreadable = new Set<string>();
  const seatedIn = new Map<string, string>();
  const masterpoints = new Map<string, { value: number | undefined; row: number }>();
  for (const { row, cells } of rows) {
    const missing = (['round', 'board', 'player', 'power', 'centres'] as Key[]).filter((k) => isBlank(cells[k]));
    missing.forEach((k) => at(row, k, `blank ${problems.header(k)}`));
    if (missing.length) continue;
    const round = idText(cells.round);
    const board = idText(cells.board);
    const group = `round ${round}, board ${board}`;
    const player = playerName(cells.player);
    const power = powerNamed(String(cells.power));
    if (!power) at(row, 'power', `power ${JSON.stringify(cells.power)} is not one of ${POWERS.map((p) => p.name).join(', ')}`, group);
    const centres = read(row, 'centres', () => readCount(cells.centres, 'centres'), group);
    const eliminated = read(row, 'eliminated', year(cells.eliminated, 'elimination year'), group);
    const finalYear = read(row, 'finalyear', year(cells.finalyear, 'final year'), group);
    const mp = read(row, 'masterpoints', () => (isBlank(cells.masterpoints) ? undefined : readNumber(cells.masterpoints, 'Masterpoints rank')), group);
    const seen = masterpoints.get(player);
    if (seen && seen.value !== mp) at(row, 'masterpoints', `Masterpoints rank ${mp ?? 'blank'} for ${player}, but ${seen.value ?? 'blank'} on row ${seen.row}; a player has one rank`, group);
    else if (!seen) masterpoints.set(player, { value: mp, row });
    const earlier = seatedIn.get(`${round}\u0000${player}`);
    if (earlier !== undefined) at(row, 'player', `${player} plays twice in round ${round} (also on ${earlier}); a player sits at one board a round`, group);
    seatedIn.set(`${round}\u0000${player}`, group);
    if (!boards.has(group)) boards.set(group, { round, board, lines: [] });
    const lines = boards.get(group)?.lines as Line[];
    const twice = power && lines.find((l) => l.power === power);
    if (twice) at(row, 'power', `${power} twice on the board (also row ${twice.row}); each power plays once`, group);
    if (!power || centres === undefined || problems.onRow(row)) {
      unreadable.add(group);
      continue;
    }
    lines.push({ row, player, power, centres, eliminated, finalYear });
  }

  const played: PlayedGame[] = [];
  for (const [group, { round, board, lines }] of boards) {
    if (unreadable.has(group)) continue;
    const verdict = scoreBoard(lines, settings);
    verdict.rowBreaches?.forEach((b, k) => b.forEach((m) => at(lines[k].row, 'centres', m, group)));
    verdict.groupBreaches?.forEach((m) => at(lines[0].row, 'board', m, group));
    if (verdict.values.some((v) => v === undefined)) continue;
    gamesOfBoard(verdict.values as NonNullable<(typeof verdict.values)[number]>[]).forEach((game, k) =>
      played.push({ player: lines[k].player, round, board, power: lines[k].power, game }),
    );
  }
  problems.throwIfAny(fn);

  const byPlayer = new Map<string, PlayedGame[]>();
  for (const p of played) {
    if (!byPlayer.has(p.player)) byPlayer.set(p.player, []);
    byPlayer.get(p.player)?.push(p);
  }
  const standings: DiplomacyStanding[] = [...byPlayer].map(([player, games]) => {
    const count: Record<Result, number> = { Win: 0, Draw: 0, Loss: 0, Elimination: 0 };
    games.forEach((g) => count[g.game.result]++);
    return {
      player,
      points: Fraction.sum(games.map((g) => g.game.points)),
      count,
      games: [...games].sort((a, b) => compareGames(a.game, b.game)),
      masterpoints: masterpoints.get(player)?.value,
    };
  });
  // Players no rule separates share a rank and are listed by name: sort by name first, the ranking sort is stable.
  standings.sort((a, b) => compareNames(a.player, b.player));
  return { ranked: rankBy(standings, DIPLOMACY_CHAIN), bestCountry: bestCountry(played), warnings: likelyTypos(byPlayer.keys()), games: boards.size };
}

/** For each power, the best game played with it (all of them when equal), powers in the usual order. */
function bestCountry(played: PlayedGame[]): PlayedGame[] {
  const order = compareBy<PlayedGame>([
    { name: 'game', compare: (a, b) => compareGames(a.game, b.game) },
    { name: 'name', compare: (a, b) => compareNames(a.player, b.player) },
  ]);
  return POWERS.flatMap(({ name }) => {
    const games = played.filter((p) => p.power === name).sort(order);
    return games.filter((g) => compareGames(g.game, games[0].game) === 0);
  });
}

const points = (f: Fraction) => f.toNumber();

export function describeGame(g: PlayedGame): string {
  return `R${g.round} ${g.power}: ${g.game.result}, ${points(g.game.points)}`;
}

export const DIPLOMACY_STANDINGS_HEADER = ['Rank', 'Player', 'Points', 'Wins', 'Draws', 'Losses', 'Eliminations', 'Best game'];

export function diplomacyStandingsRow(r: Ranked<DiplomacyStanding>): Cell[] {
  const s = r.item;
  return [rankLabel(r), s.player, points(s.points), s.count.Win, s.count.Draw, s.count.Loss, s.count.Elimination, describeGame(s.games[0])];
}

export const BEST_COUNTRY_HEADER = ['Power', 'Player', 'Round', 'Board', 'Result', 'Centres', 'Points'];

export function bestCountryRow(g: PlayedGame): Cell[] {
  return [g.power, g.player, g.round, g.board, g.game.result, g.game.centres, points(g.game.points)];
}
