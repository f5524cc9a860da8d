import type { Text } from '../i18n/message';
import { type Cell, isBlank, showCell } from './cells';
import { say } from './messages';
import { Breach } from './problems';

// Checkboxes and the marks organizers type, in the seeds' languages (Italian sì, Romanian da, German ja).
const TRUE_MARKS = ['true', '1', 'x', '✓', 'yes', 'y', 'sì', 'si', 'da', 'ja'];
const FALSE_MARKS = ['false', '0', 'no', 'n'];

export function readFlag(value: Cell, noun: Text): boolean {
  if (isBlank(value) || value === false || value === 0) return false;
  if (value === true || value === 1) return true;
  const mark = String(value).trim().toLowerCase();
  if (TRUE_MARKS.includes(mark)) return true;
  if (FALSE_MARKS.includes(mark)) return false;
  throw new Breach(say('notAMark', { noun, value: showCell(value) }));
}
