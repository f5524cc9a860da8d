import type { Cell } from '../shared/cells';
import { fold } from '../shared/text';

/**
 * What a Table cell (in match mode, a Match cell too) reads for a bye, folded: Podium's `bye`, and the words
 * docs/glossary.md gives it (Italian riposo, Romanian rundă liberă), each in any case, with or without diacritics
 * (docs/carcassonne.md#tournament-standings).
 */
export const BYE_WORDS = new Set(
  ['bye', 'byes', 'freilos', 'riposo', 'riposi', 'riposa', 'liber', 'rundă liberă', 'runde libere', 'rundele libere'].map(fold),
);
/** Whether a Table or Match cell reads as a bye. */
export const isByeTable = (cell: Cell) => BYE_WORDS.has(fold(String(cell ?? '')));
