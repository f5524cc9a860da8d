import type { Lang } from '../../engine/i18n/lang';
import type { Cell } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { type OwnSheetKind, ownSheetFor, writeOwnSheet } from '../sheet/ownSheets';
import type { Changes } from '../sheet/undo';
import { valuesText } from './records';
import type { Roster, RosterTable, TableRecord } from './store';
import { REPORT_WORDS } from './words';

/** The Report log: Podium's own sheet, one per game (SPEC §15.6). */
const LOG: OwnSheetKind = { owner: 'podium.reportlog', prefix: 'podium.reportlog.' };

/** A time as the log writes it, in the spreadsheet's time zone: `2026-06-01 14:32:05`. */
function timeText(iso: string): string {
  let zone = 'UTC';
  try {
    zone = SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetTimeZone() || 'UTC';
  } catch {
    // UTC then
  }
  return Utilities.formatDate(new Date(iso), zone, 'yyyy-MM-dd HH:mm:ss');
}

/**
 * A table's history as log rows (Time, Round, Table, Player, Action, Values, Note), then the row of what the desk did;
 * every cell text (the sheet writer keeps text as text: a note `=HYPERLINK(…)` stays those characters).
 */
export function logRows(
  roster: Roster,
  table: RosterTable,
  record: TableRecord,
  action: 'approved' | 'rejected' | 'superseded',
  lang: Lang,
  now: Date,
  values?: TableRecord['reports'][number]['values'],
): string[][] {
  const words = REPORT_WORDS[lang];
  const who = (by: number) => table.seats[by]?.n ?? '';
  return [
    ...record.history.map((h) => [
      timeText(h.at),
      roster.round,
      table.id,
      who(h.by),
      words.actions[h.action],
      valuesText(roster, table, h.values, lang),
      h.note ?? '',
    ]),
    [timeText(now.toISOString()), roster.round, table.id, '', words.actions[action], valuesText(roster, table, values, lang), ''],
  ];
}

/** Rows added at the end of the game's Report log (made on first need), as one change of `changes`. */
export function appendLog(changes: Changes, game: GameDescriptor, lang: Lang, rows: string[][]): void {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const properties = PropertiesService.getDocumentProperties();
  const words = REPORT_WORDS[lang];
  const existing = ownSheetFor(spreadsheet, properties, LOG, game);
  const old: Cell[][] = existing ? existing.sheet.getRange(1, 1, existing.old.rows, existing.old.columns).getValues().slice(1) : [];
  writeOwnSheet(changes, spreadsheet, properties, LOG, game, words.logName(game.title), {
    rows: [[...words.logHeader], ...old.map((r) => r.map((c) => String(c ?? ''))), ...rows],
    notes: [],
    percentColumns: [],
    warnings: [],
    lang,
  });
}
