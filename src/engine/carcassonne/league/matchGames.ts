import { clip } from '../../i18n/errors';
import type { Said } from '../../i18n/message';
import { isBlank } from '../../shared/cells';
import { idText } from '../../shared/groups';
import { say as sayShared } from '../../shared/messages';
import type { TableProblems } from '../../shared/tableProblems';
import { readScore } from '../roundPoints';
import type { MatchKey } from './columns';
import type { GamesColumn, Match } from './match';
import { say } from './messages';

type Problems = TableProblems<MatchKey>;
/** A row of a match: where it is, whose it is, its cells. */
export interface MatchRow {
  row: number;
  player: string;
  cells: Record<MatchKey, unknown>;
}
type Games = Pick<Match, 'won' | 'played' | 'scores'>;

/**
 * One match from its rows (docs/leagues.md#matches): two players, each game paired or each player's games won read.
 * `waiting` when every games cell is blank (seated, not yet played); undefined when a problem was told.
 */
export function readMatch(
  group: { round: string; id: string; label: Said; rows: MatchRow[] },
  games: GamesColumn,
  hasGame: boolean,
  problems: Problems,
): Match | 'waiting' | undefined {
  const { label } = group;
  const first = group.rows[0].row;
  const players = [...new Set(group.rows.map((r) => r.player))];
  if (players.length !== 2) {
    problems.at(first, 'player', say('matchPlayers', { players }), label);
    return undefined;
  }
  const blank = group.rows.filter((r) => isBlank(r.cells[games] as never));
  if (blank.length === group.rows.length) return 'waiting';
  for (const r of blank) problems.at(r.row, games, sayShared('blankScoreFor', { header: problems.header(games), player: r.player }), label);
  const values = group.rows.map((r) =>
    problems.read(r.row, games, () => readScore(r.cells[games] as never, problems.header(games)), label),
  );
  if (blank.length || values.includes(undefined)) return undefined;
  const [a, b] = players.map((p) => group.rows.flatMap((r, k) => (r.player === p ? [{ ...r, value: values[k] as number }] : [])));
  const read = games === 'gamesWon' ? fromGamesWon(a, b, problems, label) : fromScores(a, b, hasGame, problems, label);
  return read && { round: group.round, id: group.id, label, row: first, players: [players[0], players[1]], ...read };
}

type Valued = MatchRow & { value: number };

/** A row per player per match: each player's Games won, one row each. */
function fromGamesWon(a: Valued[], b: Valued[], problems: Problems, label: Match['label']): Games | undefined {
  const twice = [a, b].filter((rows) => rows.length > 1);
  for (const rows of twice) problems.at(rows[1].row, 'player', say('gamesWonTwice', { player: rows[0].player, rows: rows.length }), label);
  if (twice.length) return undefined;
  return { won: [a[0].value, b[0].value], played: a[0].value + b[0].value, scores: [0, 0] };
}

/** A row per player per game: the games paired by Game number, or in row order without it; each won by the higher Score. */
function fromScores(a: Valued[], b: Valued[], hasGame: boolean, problems: Problems, label: Match['label']): Games | undefined {
  const [x, y] = hasGame ? [byGame(a, problems, label), byGame(b, problems, label)] : [a, b];
  if (!x || !y) return undefined;
  if (x.length !== y.length || (hasGame && x.some((g, k) => gameOf(g) !== gameOf(y[k])))) {
    const [more, fewer] = x.length >= y.length ? [x, y] : [y, x];
    const at = more[Math.min(fewer.length, more.length - 1)];
    problems.at(
      at.row,
      'player',
      say('gamesUnpaired', { player: more[0].player, games: more.length, other: fewer[0].player, otherGames: fewer.length }),
      label,
    );
    return undefined;
  }
  const won: [number, number] = [0, 0];
  x.forEach((g, k) => {
    if (g.value > y[k].value) won[0]++;
    else if (g.value < y[k].value) won[1]++;
  });
  const sum = (rows: Valued[]) => rows.reduce((n, r) => n + r.value, 0);
  return { won, played: x.length, scores: [sum(x), sum(y)] };
}

const gameOf = (r: MatchRow) => idText(r.cells.game as never);

/** A player's game rows in Game order (numbers as numbers); a Game left blank or given twice is told, never paired. */
function byGame(rows: Valued[], problems: Problems, label: Match['label']): Valued[] | undefined {
  const seen = new Set<string>();
  let wrong = false;
  for (const r of rows) {
    const game = gameOf(r);
    if (isBlank(r.cells.game as never)) {
      problems.at(r.row, 'game', sayShared('blankCell', { header: problems.header('game') }), label);
      wrong = true;
    } else if (seen.has(game)) {
      problems.at(r.row, 'game', say('gameNumberTwice', { player: r.player, game: clip(game) }), label);
      wrong = true;
    }
    seen.add(game);
  }
  return wrong ? undefined : [...rows].sort((p, q) => gameOf(p).localeCompare(gameOf(q), 'en', { numeric: true }));
}
