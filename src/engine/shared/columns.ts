import type { ColumnSpec } from './headerTable';

/** The columns every game's results have, with the names organizers give them (docs/conventions.md). */
export const ROUND_COLUMN: ColumnSpec<'round'> = {
  key: 'round',
  names: ['Round', 'Turno', 'Partita', 'Runda'],
  words: { it: 'Turno', ro: 'Rundă' },
  required: true,
};
export const PLAYER_COLUMN: ColumnSpec<'player'> = {
  key: 'player',
  names: ['Player', 'Giocatore', 'Nome', 'Name', 'Jucător'],
  words: { it: 'Giocatore', ro: 'Jucător' },
  required: true,
};
/** The seat a player had at a table (seat 1 starts), and whether a duel's player started: Write fills them (docs/seating.md). */
export const SEAT_COLUMN: ColumnSpec<'seat'> = {
  key: 'seat',
  names: ['Seat', 'Posto', 'Platz', 'Loc la masă'],
  words: { it: 'Posto', ro: 'Loc la masă' },
  required: false,
};
export const STARTS_COLUMN: ColumnSpec<'starts'> = {
  key: 'starts',
  names: ['Starts', 'Inizia', 'Beginnt', 'Începe'],
  words: { it: 'Inizia', ro: 'Începe' },
  required: false,
};
