import { PLAYER_COLUMN, ROUND_COLUMN } from '../shared/columns';
import type { ColumnSpec } from '../shared/headerTable';

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
  { key: 'board', names: ['Board', 'Tavolo', 'Table', 'Masă'], words: { it: 'Tavolo', ro: 'Masă' }, required: true },
  PLAYER_COLUMN,
  {
    key: 'power',
    names: ['Power', 'Potenza', 'Nazione', 'Country', 'Putere', 'Țară'],
    words: { it: 'Potenza', ro: 'Putere' },
    required: true,
  },
  {
    key: 'centres',
    names: ['Centres', 'Centers', 'SC', 'Supply centres', 'Centri', 'Centre'],
    words: { it: 'Centri', ro: 'Centre' },
    required: true,
  },
  {
    key: 'eliminated',
    names: ['Eliminated', 'Eliminato', 'Eliminated in', 'Anno eliminazione', 'Eliminat'],
    words: { it: 'Eliminato', ro: 'Eliminat' },
    required: false,
  },
  {
    key: 'finalyear',
    names: ['Final year', 'Anno finale', 'End year', 'Last year', 'Anul final'],
    words: { it: 'Anno finale', ro: 'Anul final' },
    required: false,
  },
  {
    key: 'masterpoints',
    names: ['Masterpoints rank', 'Masterpoints', 'Ranking'],
    words: { it: 'Masterpoints', ro: 'Masterpoints' },
    required: false,
  },
  { key: 'draw', names: ['Draw', 'Patta', 'In draw', 'Remiză'], words: { it: 'Patta', ro: 'Remiză' }, required: false },
  { key: 'conceded', names: ['Conceded', 'Concessione', 'Cedare'], words: { it: 'Concessione', ro: 'Cedare' }, required: false },
];
