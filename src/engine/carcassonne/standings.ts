import { type Arg, type Cell, isBlank, showCell } from '../shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN } from '../shared/columns';
import { Fraction } from '../shared/fraction';
import type { OutputColumn, Standings } from '../shared/game';
import type { ColumnSpec } from '../shared/headerTable';
import { likelyTypos } from '../shared/playerNames';
import { type Criterion, compareBy, rankBy, rankLabel } from '../shared/ranking';
import { compareNames, fold } from '../shared/text';
import { type Entry, readTournament, type Sitting } from '../shared/tournament';
import { DUEL_WINS, readScore, TABLE_SIZE, tableRoundPoints } from './roundPoints';
import { type CarcassonneSettings, type DUEL_TIEBREAKS, readCarcassonneSettings } from './settings';

type Key = 'round' | 'table' | 'player' | 'score';

export const CARCASSONNE_COLUMNS: ColumnSpec<Key>[] = [
  ROUND_COLUMN,
  { key: 'table', names: ['Table', 'Tavolo', 'Masa'], required: true },
  PLAYER_COLUMN,
  { key: 'score', names: ['Score', 'Points', 'Punti', 'Puncte', 'Punkte', 'Punteggio'], required: true },
];

/** What a Table cell reads for a bye. */
export const BYE_WORDS = ['bye', 'freilos', 'riposo', 'liber'];
/** Whether a Table cell reads as a bye. */
export const isByeTable = (cell: Cell) => BYE_WORDS.includes(fold(String(cell ?? '')));
const isBye = (cells: Record<Key, Cell>) => isByeTable(cells.table);

/** One player's tournament in either mode; the figures of the other mode stay zero. */
export interface CarcassonneStanding {
  player: string;
  /** Duel: wins (a bye and an equal score by the settings). Placement: round points. Exact. */
  points: Fraction;
  buchholz: Fraction;
  difference: number;
  scored: number;
  share: Fraction;
  games: number;
  byes: number;
}

interface Played {
  player: string;
  score: number;
  /** The other players at the table, with their scores. */
  opponents: { player: string; score: number }[];
  roundPoints: Fraction;
  tableTotal: number;
  size: number;
}

type Mode = 'duel' | 'placement';

/** Every table of 2 (with byes) is a duel tournament; tables of 3–4 a placement one; anything else an error. */
function modeOf(sittings: Sitting<Key>[], at: (s: Sitting<Key>, message: string) => void): Mode | undefined {
  const bad = sittings.filter((s) => s.entries.length < 2 || s.entries.length > 4);
  bad.forEach((s) => {
    at(s, `${s.entries.length} player${s.entries.length === 1 ? '' : 's'} at the table; ${TABLE_SIZE}`);
  });
  if (bad.length) return undefined;
  const duels = sittings.filter((s) => s.entries.length === 2);
  const tables = sittings.filter((s) => s.entries.length > 2);
  if (duels.length && tables.length) {
    const name = (list: Sitting<Key>[]) => `${list[0].label}${list.length > 1 ? ` and ${list.length - 1} more` : ''}`;
    at(
      tables[0],
      `duels (${name(duels)}) and tables of 3–4 (${name(tables)}) in one tournament; a tournament is all duels or all tables of 3–4`,
    );
    return undefined;
  }
  return tables.length ? 'placement' : 'duel';
}

/** Buchholz: the opponents' final wins, one contribution per game and 0 per bye, less the cut the setting names. */
function buchholz(contributions: Fraction[], cut: CarcassonneSettings['buchholz']): Fraction {
  const sorted = [...contributions].sort((a, b) => a.compare(b));
  const kept = cut === 'full' ? sorted : cut === 'cut1' ? sorted.slice(1) : sorted.slice(1, -1);
  return Fraction.sum(kept);
}

/** The share of a table's points: own ÷ the table's total, a 3-player table's total counting a virtual 4th at the mean. */
function share(g: Played, settings: CarcassonneSettings): Fraction {
  if (g.tableTotal === 0) return Fraction.ZERO;
  return g.size === 3 && settings.share3 === 'virtual' ? Fraction.of(g.score * 3, g.tableTotal * 4) : Fraction.of(g.score, g.tableTotal);
}

const halves = (f: Fraction) => f.toNumber();

const DUEL_OUTPUT: OutputColumn<CarcassonneStanding>[] = [
  { header: 'Rank', value: rankLabel },
  { header: 'Player', value: (r) => r.item.player },
  { header: 'Wins', value: (r) => halves(r.item.points) },
  { header: 'Buchholz', value: (r) => halves(r.item.buchholz) },
  { header: 'Score difference', value: (r) => r.item.difference },
  { header: 'Points', value: (r) => r.item.scored },
  { header: 'Games', value: (r) => r.item.games },
  { header: 'Byes', value: (r) => r.item.byes },
];

const PLACEMENT_OUTPUT: OutputColumn<CarcassonneStanding>[] = [
  { header: 'Rank', value: rankLabel },
  { header: 'Player', value: (r) => r.item.player },
  { header: 'Round points', value: (r) => r.item.points.toNumber() },
  { header: 'Share', value: (r) => r.item.share.toNumber(), format: 'percent' },
  { header: 'Points', value: (r) => r.item.scored },
  { header: 'Games', value: (r) => r.item.games },
];

type Standing = CarcassonneStanding;
const WINS: Criterion<Standing> = { name: 'wins', compare: (a, b) => b.points.compare(a.points) };

/** The duel tie-breaks by their setting ids; `opponents` is built per tournament (it needs the games). */
const DUEL_STEPS: Record<Exclude<(typeof DUEL_TIEBREAKS)[number], 'opponents'>, Criterion<Standing>> = {
  buchholz: { name: 'Buchholz', compare: (a, b) => b.buchholz.compare(a.buchholz) },
  difference: { name: 'score difference', compare: (a, b) => b.difference - a.difference },
  points: { name: 'points', compare: (a, b) => b.scored - a.scored },
};

/** SPEC §4.5, placement mode: round points, share, points. */
export const PLACEMENT_CHAIN: Criterion<Standing>[] = [
  { name: 'round points', compare: (a, b) => b.points.compare(a.points) },
  { name: 'share', compare: (a, b) => b.share.compare(a.share) },
  { name: 'points', compare: (a, b) => b.scored - a.scored },
];

/**
 * The result between the tied players: within each group still equal on the steps before it, each player's wins in
 * games against the others of the group, summed. Applied once: the groups are fixed before it is used.
 */
function opponentsStep(standings: Standing[], before: Criterion<Standing>[], games: Map<string, Played[]>): Criterion<Standing> {
  const among = new Map<string, Fraction>();
  const order = compareBy(before);
  const sorted = [...standings].sort(order);
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && order(sorted[i], sorted[j]) === 0) j++;
    const group = new Set(sorted.slice(i, j).map((s) => s.player));
    for (const s of sorted.slice(i, j)) {
      const won = (games.get(s.player) ?? []).filter((g) => group.has(g.opponents[0].player)).map((g) => g.roundPoints);
      among.set(s.player, Fraction.sum(won));
    }
    i = j;
  }
  const of = (s: Standing) => among.get(s.player) ?? Fraction.ZERO;
  return { name: 'the result between the tied players', compare: (a, b) => of(b).compare(of(a)) };
}

function pairKey(a: string, b: string): string {
  return compareNames(a, b) < 0 ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** Pairs that met more than once, players with two byes, players with different numbers of rounds. */
function tournamentWarnings(games: Map<string, Played[]>, byes: Map<string, number>, mode: Mode): string[] {
  const met = new Map<string, number>();
  for (const [player, list] of games)
    for (const g of list)
      for (const o of g.opponents)
        if (compareNames(player, o.player) < 0) met.set(pairKey(player, o.player), (met.get(pairKey(player, o.player)) ?? 0) + 1);
  const warnings = [...met]
    .filter(([, n]) => n > 1)
    .sort((x, y) => compareNames(x[0], y[0]))
    .map(([key, n]) => `${key.split('\u0000').join(' and ')} met ${n} times${mode === 'duel' ? '' : ' at a table'}`);
  for (const [player, n] of [...byes].sort((x, y) => compareNames(x[0], y[0]))) if (n > 1) warnings.push(`${player} had ${n} byes`);
  const rounds = new Map<number, string[]>();
  for (const player of games.keys()) {
    const n = (games.get(player)?.length ?? 0) + (byes.get(player) ?? 0);
    const same = rounds.get(n);
    if (same) same.push(player);
    else rounds.set(n, [player]);
  }
  if (rounds.size > 1) {
    const counts = [...rounds]
      .sort((a, b) => b[0] - a[0])
      .map(([n, players]) => `${n} (${players.length <= 3 ? players.join(', ') : `${players.length} players`})`);
    warnings.push(`players have played different numbers of rounds: ${counts.join(', ')}`);
  }
  return warnings;
}

/** Carcassonne tournament standings, duel or placement mode by the table sizes (SPEC §4.5). */
export function carcassonneStandings(fn: string, results: Arg, settingsText?: Arg): Standings<CarcassonneStanding> {
  const settings = readCarcassonneSettings(fn, settingsText);
  const { sittings, aside, problems, warnings } = readTournament(fn, results, {
    columns: CARCASSONNE_COLUMNS,
    group: 'table',
    noun: 'table',
    score: 'score',
    aside: isBye,
  });
  const games = new Map<string, Played[]>();
  const add = (player: string, g: Played) => {
    const list = games.get(player);
    if (list) list.push(g);
    else games.set(player, [g]);
  };
  const mode = modeOf(sittings, (s, message) => problems.at(s.entries[0].row, 'table', message, s.label));

  for (const { label, entries } of sittings) {
    const scores = entries.map((e: Entry<Key>) =>
      isBlank(e.cells.score) ? undefined : problems.read(e.row, 'score', () => readScore(e.cells.score), label),
    );
    if (mode === undefined || scores.includes(undefined)) continue;
    const points = tableRoundPoints(scores as number[], settings);
    const total = (scores as number[]).reduce((s, x) => s + x, 0);
    entries.forEach((e, k) => {
      add(e.player, {
        player: e.player,
        score: scores[k] as number,
        opponents: entries.filter((_, j) => j !== k).map((o, j) => ({ player: o.player, score: scores[j < k ? j : j + 1] as number })),
        roundPoints: points[k],
        tableTotal: total,
        size: entries.length,
      });
    });
  }
  const scoredRounds = new Set(sittings.map((s) => s.round));
  const byes = new Map<string, number>();
  for (const bye of aside) {
    if (mode === 'placement')
      problems.at(bye.row, 'table', `a bye in a tournament of tables of 3–4; byes belong to duels`, `round ${bye.round}`);
    if (!isBlank(bye.cells.score))
      problems.at(bye.row, 'score', `a bye has no score (${showCell(bye.cells.score)} given for ${bye.player})`, `round ${bye.round}`);
    if (scoredRounds.has(bye.round)) byes.set(bye.player, (byes.get(bye.player) ?? 0) + 1);
  }
  problems.throwIfAny(fn);

  const byeWins = { win: DUEL_WINS[settings.draw].win, draw: DUEL_WINS[settings.draw].equal, loss: Fraction.ZERO }[settings.bye];
  const players = [...new Set([...games.keys(), ...byes.keys()])].sort(compareNames);
  const standings: Standing[] = players.map((player) => {
    const list = games.get(player) ?? [];
    const n = byes.get(player) ?? 0;
    return {
      player,
      points: Fraction.sum(list.map((g) => g.roundPoints)).add(mode === 'duel' ? byeWins.mul(Fraction.of(n)) : Fraction.ZERO),
      buchholz: Fraction.ZERO,
      difference: list.reduce((s, g) => s + g.score - g.opponents.reduce((t, o) => t + o.score, 0), 0),
      scored: list.reduce((s, g) => s + g.score, 0),
      share: Fraction.sum(list.map((g) => share(g, settings))),
      games: list.length,
      byes: n,
    };
  });
  const wins = new Map(standings.map((s) => [s.player, s.points]));
  for (const s of standings) {
    const contributions = [
      ...(games.get(s.player) ?? []).map((g) => wins.get(g.opponents[0].player) as Fraction),
      ...Array(s.byes).fill(Fraction.ZERO),
    ];
    s.buchholz = buchholz(contributions, settings.buchholz);
  }

  let chain = PLACEMENT_CHAIN;
  if (mode !== 'placement') {
    chain = [WINS];
    for (const id of settings.tiebreak) chain.push(id === 'opponents' ? opponentsStep(standings, [...chain], games) : DUEL_STEPS[id]);
  }
  return {
    ranked: rankBy(standings, chain),
    chain,
    columns: mode === 'placement' ? PLACEMENT_OUTPUT : DUEL_OUTPUT,
    name: (s) => s.player,
    warnings: [...warnings, ...tournamentWarnings(games, byes, mode ?? 'duel'), ...likelyTypos(players)],
    games: sittings.length,
    extra: [],
  };
}
