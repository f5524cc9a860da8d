import type { Text } from '../i18n/message';
import { type Cell, isBlank, showCell } from './cells';
import { FLAG_MARKS } from './flagMarks';
import { say } from './messages';
import { Breach } from './problems';
import { fold } from './text';

/** Every mark, folded (case and diacritics aside), to what it means: one look-up per cell. */
const MEANING = new Map<string, boolean>(
  (['yes', 'no'] as const).flatMap((m) =>
    Object.values(FLAG_MARKS[m]).flatMap((marks) => marks.map((w) => [fold(w), m === 'yes'] as const)),
  ),
);

export function readFlag(value: Cell, noun: Text): boolean {
  if (isBlank(value) || value === false || value === 0) return false;
  if (value === true || value === 1) return true;
  const meaning = MEANING.get(fold(String(value)));
  if (meaning === undefined) throw new Breach(say('notAMark', { noun, value: showCell(value) }));
  return meaning;
}
