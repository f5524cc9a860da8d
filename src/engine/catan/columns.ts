import { PLAYER_COLUMN, ROUND_COLUMN } from '../shared/columns';
import type { ColumnSpec } from '../shared/headerTable';
import { SHARED_LABELS } from '../shared/labels';
import { CATAN_LABELS } from './labels';
import type { CatanKey } from './standing';

/** A player's game VP. */
export const VP_COLUMN: ColumnSpec<'vp'> = {
  key: 'vp',
  names: ['VP', 'PV', 'Punti vittoria', 'Victory points', 'Punti'],
  label: SHARED_LABELS.vp,
  required: true,
  figure: true,
};

/** The results' columns (docs/catan.md#tournament-standings), with the names organizers give them. */
export const CATAN_COLUMNS: ColumnSpec<CatanKey>[] = [
  ROUND_COLUMN,
  { key: 'table', names: ['Table', 'Tavolo', 'Masă'], label: SHARED_LABELS.table, required: true },
  PLAYER_COLUMN,
  VP_COLUMN,
  {
    key: 'declared',
    names: ['Declared', 'Dichiarata', 'Vittoria dichiarata', 'Declared victory', 'Declarată', 'Victorie declarată'],
    label: CATAN_LABELS.declared,
    required: false,
  },
];
