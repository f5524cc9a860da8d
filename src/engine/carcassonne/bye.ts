import type { Cell } from '../shared/cells';
import { fold } from '../shared/text';

/** What a Table cell (in match mode, a Match cell too) reads for a bye (docs/carcassonne.md#tournament-standings). */
export const BYE_WORDS = ['bye', 'freilos', 'riposo', 'liber'];
/** Whether a Table or Match cell reads as a bye. */
export const isByeTable = (cell: Cell) => BYE_WORDS.includes(fold(String(cell ?? '')));
