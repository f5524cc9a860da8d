import type { Label } from '../../i18n/words';
import type { Grid } from '../cells';
import type { ColumnSpec } from '../headerTable';

/**
 * How a live page reads a round of a game's results (SPEC §13.1): the rows, the columns and which of them is the
 * table (or board, or match) and its score, whether a row names its opponent, the boxes of a slip. A game gives one
 * where its results differ from its descriptor's own columns (a league's matches, docs/leagues.md#the-live-page).
 */
export interface LiveLayout {
  /** The rows as the page reads them: a league's match one row per player, its games counted. */
  grid: Grid;
  columns: readonly ColumnSpec[];
  group: string;
  score: string;
  /** A duel's or a match's row names the opponent. */
  duel: boolean;
  /** The round in progress shows its scores so far (a match's games won), not only the final stage's. */
  showScore: boolean;
  /** The boxes of a score slip: each player's, and the table's once (SPEC §13.7.3). */
  slip: { each: Label[]; table: Label[] };
  /** A match is the best of this many games. */
  bestOf?: number;
}
