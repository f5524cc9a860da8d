import { proper } from '../i18n/words';
import { PLAYER_COLUMN, ROUND_COLUMN } from '../shared/columns';
import type { ColumnSpec } from '../shared/headerTable';
import { DIPLOMACY_LABELS } from './labels';

export type DiplomacyKey =
  | 'round'
  | 'board'
  | 'player'
  | 'power'
  | 'centres'
  | 'eliminated'
  | 'finalyear'
  | 'masterpoints'
  | 'draw'
  | 'conceded';

/** The results' columns (docs/diplomacy.md#tournament-standings), with the names organizers give them. */
export const DIPLOMACY_COLUMNS: ColumnSpec<DiplomacyKey>[] = [
  ROUND_COLUMN,
  { key: 'board', names: ['Board', 'Tavolo', 'Table', 'Masă'], label: DIPLOMACY_LABELS.board, required: true },
  PLAYER_COLUMN,
  {
    key: 'power',
    names: ['Power', 'Potenza', 'Nazione', 'Country', 'Putere', 'Țară'],
    label: DIPLOMACY_LABELS.power,
    required: true,
  },
  {
    key: 'centres',
    names: ['Centres', 'Centers', 'SC', 'Supply centres', 'Centri', 'Centre'],
    label: DIPLOMACY_LABELS.centres,
    required: true,
    figure: true,
  },
  {
    key: 'eliminated',
    names: ['Eliminated', 'Eliminato', 'Eliminated in', 'Anno eliminazione', 'Eliminat'],
    label: DIPLOMACY_LABELS.eliminated,
    required: false,
    figure: true,
  },
  {
    key: 'finalyear',
    names: ['Final year', 'Anno finale', 'End year', 'Last year', 'Anul final'],
    label: DIPLOMACY_LABELS.finalYear,
    required: false,
    figure: true,
  },
  {
    key: 'masterpoints',
    names: ['Masterpoints rank', 'Masterpoints', 'Ranking'],
    label: proper('Masterpoints'),
    required: false,
    figure: true,
  },
  { key: 'draw', names: ['Draw', 'Patta', 'In draw', 'Remiză'], label: DIPLOMACY_LABELS.draw, required: false },
  { key: 'conceded', names: ['Conceded', 'Concessione', 'Cedare'], label: DIPLOMACY_LABELS.conceded, required: false },
];
