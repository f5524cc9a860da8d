import type { Grid } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { hasOwn } from '../../engine/shared/own';
import type { BuildRequest } from '../contract';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Properties = GoogleAppsScript.Properties.Properties;

/** Developer metadata that marks a standings sheet as Podium's own; its value is the sheet's id. */
export const OWNER_KEY = 'podium.standings';
/** Document properties: each standings sheet's build, by the sheet's id, and the last build for the sidebar. */
const SAVED_PREFIX = 'podium.standings.';
export const LAST_BUILD = 'podium.lastBuild';

/**
 * Developer metadata on the last row and the last column of Podium's table (its value the sheet's id): it moves with
 * them when the organizer inserts or deletes rows or columns inside the table (Google's Sheets API reference,
 * DeveloperMetadata), so Podium finds its table by what moved with it, not by a size saved before.
 */
export const TABLE_KEY = 'podium.table';

type Metadata = GoogleAppsScript.Spreadsheet.DeveloperMetadata;

/** The marks of Podium's table on its sheet: the last row's and the last column's, where they still are. */
export function tableMarks(sheet: Sheet): { row?: number; column?: number; all: { metadata: Metadata; row?: number; column?: number }[] } {
  const id = String(sheet.getSheetId());
  const all = sheet
    .createDeveloperMetadataFinder()
    .withKey(TABLE_KEY)
    .find()
    .filter((m) => m.getValue() === id)
    .map((metadata) => {
      const location = metadata.getLocation();
      const row = location.getRow();
      const column = location.getColumn();
      return { metadata, row: row ? row.getRow() : undefined, column: column ? column.getColumn() : undefined };
    });
  return { row: all.find((m) => m.row !== undefined)?.row, column: all.find((m) => m.column !== undefined)?.column, all };
}

/** The rows and columns of Podium's own table on a sheet: all it may write or clear. */
export interface Extent {
  rows: number;
  columns: number;
}

/**
 * What a standings sheet was built from, so that Refresh repeats it: the request, the results sheet's id (it is
 * followed by id, so a rename, or another sheet taking its name, changes nothing) and the table's extent.
 */
export interface SavedStandings extends BuildRequest {
  extent: Extent;
  sheetId?: number;
}

/**
 * A sheet is Podium's when it carries Podium's mark with its own id: the organizer may rename it and it stays
 * Podium's, while a copy of it (another id) is the organizer's.
 */
export function isPodiumSheet(sheet: Sheet): boolean {
  const id = String(sheet.getSheetId());
  return sheet.getDeveloperMetadata().some((m) => m.getKey() === OWNER_KEY && m.getValue() === id);
}

export function podiumSheets(spreadsheet: Spreadsheet): Sheet[] {
  return spreadsheet.getSheets().filter(isPodiumSheet);
}

export const savedKey = (sheet: Sheet) => `${SAVED_PREFIX}${sheet.getSheetId()}`;
/** Whether a document property holds a standings sheet's saved build. */
export const isSavedKey = (key: string) => key.startsWith(SAVED_PREFIX);

const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** A saved build as the properties hold it, or why it cannot be used (a corrupt value is reported, never a crash). */
export function readSaved(text: string | null): { saved?: SavedStandings; problem?: string } {
  if (text === null) return { problem: 'it has no saved build' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'its saved build is not readable' };
  }
  const v = value as Record<string, unknown> | null;
  const extent = v && typeof v.extent === 'object' ? (v.extent as Record<string, unknown> | null) : null;
  if (!v || !isText(v.game) || !isText(v.sheet) || !isText(v.settings) || !extent || !isCount(extent.rows) || !isCount(extent.columns))
    return { problem: 'its saved build is not readable' };
  const sheetId = isCount(v.sheetId) ? v.sheetId : undefined;
  return {
    saved: {
      game: v.game,
      sheet: v.sheet,
      settings: v.settings,
      extent: { rows: extent.rows, columns: extent.columns },
      sheetId,
      ...(isText(v.roster) && v.roster ? { roster: v.roster } : {}),
    },
  };
}

/** The last build's request, for the sidebar to show; null when there is none or it is corrupt. */
export function lastBuild(properties: Properties): BuildRequest | null {
  const text = properties.getProperty(LAST_BUILD);
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    if (!v || !isText(v.game) || !isText(v.sheet) || !isText(v.settings)) return null;
    return { game: v.game, sheet: v.sheet, settings: v.settings, ...(isText(v.roster) && v.roster ? { roster: v.roster } : {}) };
  } catch {
    return null;
  }
}

/**
 * The roster a build lists its players with no game from (SPEC §17.3), read once: none when the request names none or
 * the game lists none; `missing` names it when the sheet is gone.
 */
export function rosterOf(spreadsheet: Spreadsheet, game: GameDescriptor, name: string | undefined): { grid?: Grid; missing?: string } {
  if (!name || !game.listsRoster) return {};
  const sheet = spreadsheet.getSheetByName(name);
  return sheet ? { grid: sheet.getDataRange().getValues() } : { missing: name };
}

/** The standings sheet a build from this results sheet for this game writes: the one Podium made for it before. */
export function standingsFor(
  spreadsheet: Spreadsheet,
  properties: Properties,
  request: BuildRequest,
  source: Sheet,
): { sheet: Sheet; saved: SavedStandings } | null {
  const all = properties.getProperties();
  const id = source.getSheetId();
  for (const sheet of podiumSheets(spreadsheet)) {
    const key = savedKey(sheet);
    const { saved } = readSaved(hasOwn(all, key) ? all[key] : null);
    // by the results sheet's id; a build saved before ids were kept, by its name
    const same = saved && (saved.sheetId !== undefined ? saved.sheetId === id : saved.sheet === request.sheet);
    if (saved && same && saved.game === request.game) return { sheet, saved };
  }
  return null;
}
