import type { ColumnSpec } from './headerTable';

/** The columns every game's results have, with the names organizers give them (SPEC §1). */
export const ROUND_COLUMN: ColumnSpec<'round'> = { key: 'round', names: ['Round', 'Turno', 'Partita', 'Runda'], required: true };
export const PLAYER_COLUMN: ColumnSpec<'player'> = {
  key: 'player',
  names: ['Player', 'Giocatore', 'Nome', 'Name', 'Jucător'],
  required: true,
};
