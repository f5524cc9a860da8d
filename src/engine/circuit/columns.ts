import { DATE_COLUMN, PLAYER_COLUMN } from '../shared/columns';
import type { ColumnSpec } from '../shared/headerTable';
import { CIRCUIT_LABELS } from './labels';

export type EventKey = 'event' | 'date' | 'player' | 'place' | 'players' | 'rounds' | 'boards' | 'tier';

/**
 * The columns of a circuit's events (SPEC §16.2): one row per player per event, the event-wide figures repeated on
 * each of its rows. Every header Export for circuit writes, in any language, is one of their names.
 */
export const EVENT_COLUMNS: readonly ColumnSpec<EventKey>[] = [
  { key: 'event', names: ['Event', 'Torneo', 'Turneu', 'Evento', 'Eveniment', 'Tournament'], required: true, label: CIRCUIT_LABELS.event },
  DATE_COLUMN,
  PLAYER_COLUMN,
  {
    key: 'place',
    names: ['Place', 'Posizione', 'Loc', 'Locul', 'Final place', 'Position', 'Rank', 'Pos.'],
    required: true,
    label: CIRCUIT_LABELS.place,
    figure: true,
  },
  {
    key: 'players',
    names: ['Players', 'Giocatori', 'Jucători', 'Field', 'Partecipanti', 'Participanți'],
    required: true,
    label: CIRCUIT_LABELS.players,
    figure: true,
  },
  { key: 'rounds', names: ['Rounds', 'Turni', 'Runde'], required: false, label: CIRCUIT_LABELS.rounds, figure: true },
  { key: 'boards', names: ['Boards', 'Tavoli', 'Mese', 'Tables'], required: false, label: CIRCUIT_LABELS.boards, figure: true },
  { key: 'tier', names: ['Tier', 'Categoria', 'Categorie'], required: false, label: CIRCUIT_LABELS.tier },
];

/** The names a Boards column is found by, which a message lists where it is missing. */
export const BOARDS_NAMES = EVENT_COLUMNS.find((c) => c.key === 'boards')?.names ?? [];
