import { SHARED_LABELS } from './labels';
import { rankLabel } from './ranking';
import type { ValueColumn } from './spill';
import type { OutputColumn } from './standings';

/**
 * The keys of the columns that are no tie-break's figure, each defined here once (docs/architecture.md#columns): a
 * figure's column is keyed by its tie-break step's id, in its game's vocabulary.
 */
export const COLUMN_KEYS = { rank: 'rank', player: 'player', games: 'games', final: 'final', tieBreak: 'tie-break' } as const;

/** Rank, `=4` when shared. */
export const rankColumn = <T>(): OutputColumn<T> => ({ key: COLUMN_KEYS.rank, header: SHARED_LABELS.rank, value: rankLabel });

/** The player's name. */
export const playerColumn = <T>(name: (item: T) => string): OutputColumn<T> => ({
  key: COLUMN_KEYS.player,
  header: SHARED_LABELS.player,
  value: (r) => name(r.item),
});

/** How many games the player's figures count. */
export const gamesColumn = <T>(games: (item: T) => number): OutputColumn<T> => ({
  key: COLUMN_KEYS.games,
  header: SHARED_LABELS.games,
  value: (r) => games(r.item),
});

/** The first columns of a table of ranked values (a circuit's standings and rating, the Elo ratings): Rank, Player. */
export const RANKED_COLUMNS: readonly ValueColumn[] = [
  { key: COLUMN_KEYS.rank, header: SHARED_LABELS.rank },
  { key: COLUMN_KEYS.player, header: SHARED_LABELS.player },
];
