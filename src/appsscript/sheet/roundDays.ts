import { dayOf } from '../../engine/shared/cells';
import type { Changes } from './undo';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Properties = GoogleAppsScript.Properties.Properties;

/** Document properties: the day Write last wrote a round to a results sheet, by the sheet's id (docs/circuits.md#export). */
const PREFIX = 'podium.roundWritten.';

/**
 * Today in the script's time zone, YYYY-MM-DD: Apps Script runs Date's local methods there, as a date cell shows its day.
 */
export const today = () => dayOf(new Date());

/** The day a round was last written to these results, or undefined when Write never wrote one. */
export function roundWrittenOn(properties: Properties, source: Sheet): string | undefined {
  const day = properties.getProperty(`${PREFIX}${source.getSheetId()}`);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}

/** Keeps today as the day a round was written to these results; taken back with Write's other changes if one fails. */
export function noteRoundWritten(changes: Changes, properties: Properties, source: Sheet): void {
  const key = `${PREFIX}${source.getSheetId()}`;
  const before = properties.getProperty(key);
  changes.make(
    () => properties.setProperty(key, today()),
    () => (before === null ? properties.deleteProperty(key) : properties.setProperty(key, before)),
  );
}
