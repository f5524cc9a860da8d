import { Arg, Cell, isBlank } from '../shared/cells';
import { readFlag } from '../shared/flags';
import { Fraction } from '../shared/fraction';
import { idText } from '../shared/groups';
import { ColumnSpec, readHeaderTable } from '../shared/headerTable';
import { readCount } from '../shared/numbers';
import { likelyTypos } from '../shared/playerNames';
import { Criterion, Ranked, rankBy } from '../shared/ranking';
import { TableProblems } from '../shared/tableProblems';
import { compareNames, playerName } from '../shared/text';
import { breaches } from '../shared/rules';
import { placeTable, VP_RULE } from './placeTable';
import { CatanSettings, readCatanSettings } from './settings';

type Key = 'round' | 'table' | 'player' | 'vp' | 'declared';

export const CATAN_COLUMNS: ColumnSpec<Key>[] = [
  { key: 'round', names: ['Round', 'Turno', 'Partita', 'Runda'], required: true },
  { key: 'table', names: ['Table', 'Tavolo', 'Masa'], required: true },
  { key: 'player', names: ['Player', 'Giocatore', 'Nome', 'Name', 'Jucător'], required: true },
  { key: 'vp', names: ['VP', 'PV', 'Punti vittoria', 'Victory points', 'Punti'], required: true },
  { key: 'declared', names: ['Declared', 'Dichiarata', 'Vittoria dichiarata', 'Declared victory'], required: false },
];

export interface CatanStanding {
  player: string;
  roundPoints: Fraction;
  vp: number;
  /** VP percentage by the `share` setting, exact. */
  share: Fraction;
  games: number;
}

export interface CatanStandings {
  ranked: Ranked<CatanStanding>[];
  warnings: string[];
  games: number;
}

/** The tie-break chain of SPEC §2.3, as the seed lists it. Ranks are never shared: names decide last. */
export const CATAN_CHAIN: Criterion<CatanStanding>[] = [
  { name: 'round points', compare: (a, b) => b.roundPoints.compare(a.roundPoints) },
  { name: 'VP', compare: (a, b) => b.vp - a.vp },
  { name: 'VP %', compare: (a, b) => b.share.compare(a.share) },
  { name: 'name', compare: (a, b) => compareNames(a.player, b.player) },
];

interface Seat {
  row: number;
  player: string;
  vp: number;
  declared: boolean;
}

interface Game {
  player: string;
  roundPoints: Fraction;
  vp: number;
  tableVp: number;
}

const SHARES: Record<CatanSettings['share'], (games: Game[]) => Fraction> = {
  mean: (games) => Fraction.sum(games.map((g) => Fraction.of(g.vp, g.tableVp))).div(Fraction.of(games.length)),
  sum: (games) => Fraction.sum(games.map((g) => Fraction.of(g.vp, g.tableVp))),
  pooled: (games) => Fraction.of(games.reduce((s, g) => s + g.vp, 0), games.reduce((s, g) => s + g.tableVp, 0)),
};

/** Tournament standings from a header-driven results range (SPEC §2.3). Throws every problem found, each at its cell. */
export function catanStandings(fn: string, results: Arg, settingsText?: Arg): CatanStandings {
  const settings = readCatanSettings(fn, settingsText);
  const { rows, columns } = readHeaderTable(fn, results, CATAN_COLUMNS);
  const problems = new TableProblems(CATAN_COLUMNS, columns);
  const at = problems.at.bind(problems);
  const read = problems.read.bind(problems);

  const tables = new Map<string, Seat[]>();
  const unreadable = new Set<string>(); // tables with a row that could not be read are not judged as tables
  const seatedIn = new Map<string, string>();
  for (const { row, cells } of rows) {
    const missing = (['round', 'table', 'player'] as Key[]).filter((k) => isBlank(cells[k]));
    missing.forEach((k) => at(row, k, `blank ${problems.header(k)}`));
    if (missing.length) continue;
    const round = idText(cells.round);
    const group = `round ${round}, table ${idText(cells.table)}`;
    const player = playerName(cells.player);
    const vp = isBlank(cells.vp) ? (at(row, 'vp', `blank VP for ${player}`, group), undefined) : read(row, 'vp', () => readCount(cells.vp, 'VP'), group);
    const declared = read(row, 'declared', () => readFlag(cells.declared, 'declared victory'), group);
    const seatKey = `${round}\u0000${player}`;
    const earlier = seatedIn.get(seatKey);
    if (earlier !== undefined) at(row, 'player', `${player} plays twice in round ${round} (also at ${earlier}); a player sits at one table a round`, group);
    seatedIn.set(seatKey, group);
    if (vp === undefined || declared === undefined) {
      unreadable.add(group);
      continue;
    }
    const seats = tables.get(group) ?? [];
    seats.push({ row, player, vp, declared });
    tables.set(group, seats);
  }

  const games = new Map<string, Game[]>();
  for (const [group, seats] of tables) {
    if (unreadable.has(group)) {
      seats.forEach((seat) => breaches([VP_RULE], seat.vp).forEach((m) => at(seat.row, 'vp', m, group)));
      continue;
    }
    const placed = placeTable(seats.map((s) => s.vp), seats.map((s) => s.declared), settings);
    placed.rowBreaches.forEach((b, k) => b.forEach((m) => at(seats[k].row, 'vp', m, group)));
    placed.groupBreaches.forEach((m) => at(seats[0].row, 'table', m, group));
    const tableVp = seats.reduce((s, seat) => s + seat.vp, 0);
    seats.forEach((seat, k) => {
      const placing = placed.placings[k];
      if (!placing) return;
      const list = games.get(seat.player) ?? [];
      list.push({ player: seat.player, roundPoints: placing.roundPoints, vp: seat.vp, tableVp });
      games.set(seat.player, list);
    });
  }
  problems.throwIfAny(fn);

  const standings: CatanStanding[] = [...games].map(([player, list]) => ({
    player,
    roundPoints: Fraction.sum(list.map((g) => g.roundPoints)),
    vp: list.reduce((s, g) => s + g.vp, 0),
    share: SHARES[settings.share](list),
    games: list.length,
  }));
  return { ranked: rankBy(standings, CATAN_CHAIN), warnings: likelyTypos(games.keys()), games: tables.size };
}

export const CATAN_STANDINGS_HEADER = ['Rank', 'Player', 'Round points', 'VP', 'VP %', 'Games'];

export function catanStandingsRow(r: Ranked<CatanStanding>): Cell[] {
  const s = r.item;
  return [r.rank, s.player, s.roundPoints.toNumber(), s.vp, s.share.toNumber(), s.games];
}
