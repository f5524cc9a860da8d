import { type Arg, isGrid } from '../../shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN } from '../../shared/columns';
import type { ColumnSpec } from '../../shared/headerTable';
import { SHARED_LABELS } from '../../shared/labels';
import { fold } from '../../shared/text';
import { SCORE_COLUMN } from '../roundPoints';
import { LEAGUE_LABELS } from './labels';

/** The columns of a results range of matches (docs/leagues.md#matches). */
export type MatchKey = 'round' | 'match' | 'table' | 'player' | 'team' | 'score' | 'gamesWon' | 'game' | 'lot';

export const MATCH_COLUMN: ColumnSpec<'match'> = {
  key: 'match',
  names: ['Match', 'Incontro', 'Meci'],
  required: true,
  label: LEAGUE_LABELS.match,
};

/** The Lot column: a whole number on any one of a player's rows, read by the `lot` tie-break in either mode (docs/leagues.md#tie-breaks). */
export const LOT_COLUMN: ColumnSpec<'lot'> = {
  key: 'lot',
  names: ['Lot', 'Sorteggio', 'Tragere la sorți'],
  required: false,
  label: LEAGUE_LABELS.lot,
};

/** The Team column: on each row of a team event, the player's team (docs/leagues.md#team-events). */
export const TEAM_COLUMN: ColumnSpec<'team'> = {
  key: 'team',
  names: ['Team', 'Squadra', 'Echipă'],
  required: false,
  label: LEAGUE_LABELS.team,
};

export const MATCH_COLUMNS: readonly ColumnSpec<MatchKey>[] = [
  ROUND_COLUMN,
  MATCH_COLUMN,
  // a bye may be written in Table, as in duel mode; a match needs no table
  { key: 'table', names: ['Table', 'Tavolo', 'Masa'], required: false, label: SHARED_LABELS.table },
  PLAYER_COLUMN,
  TEAM_COLUMN,
  { ...SCORE_COLUMN, required: false },
  { key: 'gamesWon', names: ['Games won', 'Partite vinte', 'Jocuri câștigate'], required: false, label: LEAGUE_LABELS.gamesWon },
  { key: 'game', names: ['Game', 'Game number', 'N. partita', 'Nr. joc'], required: false, label: LEAGUE_LABELS.game },
  LOT_COLUMN,
];

const MATCH_NAMES = MATCH_COLUMN.names.map(fold);

/** Whether a results range is of matches: its header row has a Match column (docs/leagues.md#matches). */
export function isMatchResults(results: Arg): boolean {
  // a row given flat ([true]) is no header row: the standings' reader says what it wants
  if (!isGrid(results) || !Array.isArray(results[0])) return false;
  return results[0].some((h) => (typeof h === 'string' || typeof h === 'number') && MATCH_NAMES.includes(fold(String(h))));
}
