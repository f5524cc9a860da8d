import type { ColumnSpec } from './headerTable';
import { SHARED_LABELS } from './labels';

/** The columns every game's results have, with the names organizers give them (docs/conventions.md). */
export const ROUND_COLUMN: ColumnSpec<'round'> = {
  key: 'round',
  names: ['Round', 'Turno', 'Partita', 'Runda'],
  required: true,
  label: SHARED_LABELS.round,
  figure: true,
};
export const PLAYER_COLUMN: ColumnSpec<'player'> = {
  key: 'player',
  names: ['Player', 'Giocatore', 'Nome', 'Name', 'Jucător'],
  required: true,
  label: SHARED_LABELS.player,
};
/** The seat a player had at a table (seat 1 starts), and whether a duel's player started: Write fills them (docs/seating.md). */
export const SEAT_COLUMN: ColumnSpec<'seat'> = {
  key: 'seat',
  names: ['Seat', 'Posto', 'Platz', 'Loc la masă'],
  required: false,
  label: SHARED_LABELS.seat,
  figure: true,
};
export const STARTS_COLUMN: ColumnSpec<'starts'> = {
  key: 'starts',
  names: ['Starts', 'Inizia', 'Beginnt', 'Începe'],
  required: false,
  label: SHARED_LABELS.starts,
};
/** The day of an event or a duel, or its date and time (docs/circuits.md#dates). */
export const DATE_COLUMN: ColumnSpec<'date'> = {
  key: 'date',
  names: ['Date', 'Data', 'Dată', 'Day', 'Giorno', 'Zi'],
  required: true,
  label: SHARED_LABELS.date,
};
