import type { GameDescriptor } from '../../engine/shared/game';
import { hasOwn } from '../../engine/shared/own';
import { setProperties } from './buildStandings';
import type { Extent } from './standingsSheets';
import type { Changes } from './undo';
import { freeName, type Written, writeStandings } from './writeSheet';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Properties = GoogleAppsScript.Properties.Properties;

/**
 * A values-only sheet Podium owns, one per game (the circuit export, the players' PINs, the Report log): marked with
 * developer metadata under its kind's key (its value the sheet's id), its game and table's extent kept in the
 * document's properties under the kind's prefix, so that Podium writes it again in place.
 */
export interface OwnSheetKind {
  /** The developer metadata's key that marks such a sheet. */
  owner: string;
  /** The document properties' prefix of its saved game and extent, by the sheet's id. */
  prefix: string;
}

interface SavedOwn {
  game: string;
  extent: Extent;
}

function readSaved(text: string): SavedOwn | null {
  try {
    const v = JSON.parse(text) as SavedOwn;
    return typeof v.game === 'string' && Number.isInteger(v.extent?.rows) && Number.isInteger(v.extent?.columns) ? v : null;
  } catch {
    return null;
  }
}

/** The sheet of this kind Podium wrote before for this game: the sheet and its table's extent, or null. */
export function ownSheetFor(
  spreadsheet: Spreadsheet,
  properties: Properties,
  kind: OwnSheetKind,
  game: GameDescriptor,
): { sheet: Sheet; old: Extent } | null {
  const all = properties.getProperties();
  for (const sheet of spreadsheet.getSheets()) {
    const id = String(sheet.getSheetId());
    if (!sheet.getDeveloperMetadata().some((m) => m.getKey() === kind.owner && m.getValue() === id)) continue;
    const key = `${kind.prefix}${id}`;
    const saved = hasOwn(all, key) ? readSaved(all[key]) : null;
    if (saved?.game === game.id) return { sheet, old: saved.extent };
  }
  return null;
}

/**
 * Writes the sheet of this kind for this game, in place when it exists, else as a new sheet under `name` (numbered
 * when taken); every change recorded in `changes`. Text stays text (the sheet writer's plain-text format). Answers
 * the sheet's name.
 */
export function writeOwnSheet(
  changes: Changes,
  spreadsheet: Spreadsheet,
  properties: Properties,
  kind: OwnSheetKind,
  game: GameDescriptor,
  name: string,
  table: Written,
): string {
  const existing = ownSheetFor(spreadsheet, properties, kind, game);
  const { sheet, extent } = writeStandings(changes, spreadsheet, existing ?? { name: freeName(spreadsheet, name) }, table, kind.owner);
  setProperties(changes, properties, { [`${kind.prefix}${sheet.getSheetId()}`]: JSON.stringify({ game: game.id, extent }) });
  return sheet.getName();
}
