import type { Cell, Grid } from '../../shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN } from '../../shared/columns';
import type { LiveLayout } from '../../shared/live/layout';
import { TableProblems } from '../../shared/tableProblems';
import { readCarcassonneSettings } from '../settings';
import { isMatchResults, MATCH_COLUMN, MATCH_COLUMNS, type MatchKey } from './columns';
import { LEAGUE_LABELS } from './labels';
import { gatherRows, openMatches } from './matches';
import { readMatch } from './matchGames';

const GAMES_WON = MATCH_COLUMNS.find((c) => c.key === 'gamesWon') as (typeof MATCH_COLUMNS)[number];

/** A box of a match's slip for each of its games: `Game 2` (Partita 2, Jocul 2). */
const gameBox = (k: number) => ({ en: `Game ${k}`, it: `Partita ${k}`, ro: `Jocul ${k}` });

/**
 * A league's round as the live page reads it (docs/leagues.md#the-live-page): one row per player per match — Round,
 * Match, Player, the games won so far (blank until a game is written), the opponent — whether the sheet has a row per
 * game or one with Games won; a bye as written. Its slip has a box per game of the best of N, and one for the games won.
 * None for results that are not matches, or whose settings or rows the standings refuse (they say why).
 */
export function matchLayout(results: Grid, settings: string): LiveLayout | undefined {
  if (!isMatchResults(results)) return undefined;
  try {
    const { schedule, 'best-of': bestOf } = readCarcassonneSettings('Live', settings);
    const { table, games, hasGame } = openMatches('Live', results);
    // a problem in a match leaves its games won blank: the standings name it
    const problems = new TableProblems<MatchKey>(MATCH_COLUMNS, table);
    const { groups, byes } = gatherRows(table.rows, problems, games, schedule);
    // Round and Match as written (3, not "3")
    const written = new Map(table.rows.map((r) => [r.row, r.cells]));
    const rows: { row: number; cells: Cell[] }[] = byes.map((b) => {
      const cells = written.get(b.row) as Record<MatchKey, Cell>;
      return { row: b.row, cells: [cells.round, b.word, b.player, ''] };
    });
    for (const g of groups.values()) {
      const match = readMatch(g, games, hasGame, problems);
      const first = g.rows[0];
      [...new Set(g.rows.map((r) => r.player))].forEach((player, k) => {
        const won = typeof match === 'object' ? match.won[k] : '';
        rows.push({ row: first.row + k / 10, cells: [first.cells.round, first.cells.match, player, won] });
      });
    }
    const n = Number(bestOf);
    return {
      grid: [['Round', 'Match', 'Player', 'Games won'], ...rows.sort((a, b) => a.row - b.row).map((r) => r.cells)],
      columns: [ROUND_COLUMN, MATCH_COLUMN, PLAYER_COLUMN, GAMES_WON],
      group: 'match',
      score: 'gamesWon',
      duel: true,
      showScore: true,
      slip: { each: [...Array.from({ length: n }, (_, k) => gameBox(k + 1)), LEAGUE_LABELS.gamesWon], table: [] },
      bestOf: n,
    };
  } catch {
    return undefined;
  }
}
