import type { Said } from '../../i18n/message';

/** One match of two players, as its rows give it (docs/leagues.md#matches). */
export interface Match {
  round: string;
  id: string;
  /** How messages name it: "round 3, match 2". */
  label: Said;
  /** Its first row, where a problem of the whole match is told. */
  row: number;
  players: [string, string];
  /** Games each won; `played` counts drawn games too. */
  won: [number, number];
  played: number;
  /** Each player's game Scores summed, when the rows are per game; 0 when they give Games won. */
  scores: [number, number];
}

export interface MatchBye {
  round: string;
  player: string;
  row: number;
  /** The word it is written with (bye, Riposo…). */
  word: string;
}

/** The column a match's games are read from: Score (a row per player per game) or Games won (a row per player per match). */
export type GamesColumn = 'score' | 'gamesWon';
