import { circuitExport, type EventName } from '../../engine/circuit/export';
import { render } from '../../engine/i18n/message';
import type { GameDescriptor } from '../../engine/shared/game';
import { hasOwn } from '../../engine/shared/own';
import { PodiumError } from '../../engine/shared/problems';
import { headerOf } from '../../engine/shared/spill';
import type { BuildRequest, ExportOutcome } from '../contract';
import { liveTitle } from '../live/publish';
import { sheetLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';
import { isRefusal, requestedGame, resultsSheet, setProperties } from './buildStandings';
import { locked } from './locked';
import { sheetProblems } from './problems';
import { roundWrittenOn, today } from './roundDays';
import type { Extent } from './standingsSheets';
import { allOrNothing } from './undo';
import { freeName, type Written, writeStandings } from './writeSheet';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Properties = GoogleAppsScript.Properties.Properties;

/** Developer metadata that marks a circuit export as Podium's own (its value the sheet's id), apart from standings sheets. */
const EXPORT_KEY = 'podium.circuit';
/** Document properties: each export's game and the extent of its table, by the sheet's id. */
const SAVED_PREFIX = 'podium.circuit.';

interface SavedExport {
  game: string;
  extent: Extent;
}

/** The export Podium wrote before for this game: its sheet and its table's extent, or null. */
function exportFor(spreadsheet: Spreadsheet, properties: Properties, game: GameDescriptor): { sheet: Sheet; old: Extent } | null {
  const all = properties.getProperties();
  for (const sheet of spreadsheet.getSheets()) {
    const id = String(sheet.getSheetId());
    if (!sheet.getDeveloperMetadata().some((m) => m.getKey() === EXPORT_KEY && m.getValue() === id)) continue;
    const key = `${SAVED_PREFIX}${id}`;
    const saved = hasOwn(all, key) ? readSaved(all[key]) : null;
    if (saved?.game === game.id) return { sheet, old: saved.extent };
  }
  return null;
}

function readSaved(text: string): SavedExport | null {
  try {
    const v = JSON.parse(text) as SavedExport;
    return typeof v.game === 'string' && Number.isInteger(v.extent?.rows) && Number.isInteger(v.extent?.columns) ? v : null;
  } catch {
    return null;
  }
}

/**
 * The event as a circuit names it (SPEC §16.1): the live page's title, else the spreadsheet's name; and its day, that of
 * the last round Write wrote to these results, else today.
 */
function eventOf(spreadsheet: Spreadsheet, properties: Properties, source: Sheet): EventName {
  return { name: liveTitle() || spreadsheet.getName(), day: roundWrittenOn(properties, source) ?? today() };
}

/**
 * The sidebar's Export for circuit (docs/circuits.md#export): the chosen results scored with the standings' settings,
 * then Podium's values-only `Circuit export – <game>` sheet written with a row per ranked player (Event, Date, Game,
 * Player, Place, Players, Rounds, Boards), in place when Podium wrote one for this game before, all or nothing.
 */
export function exportCircuit(request: BuildRequest): ExportOutcome {
  // answered, and the sheet written, in the language of the standings it exports: the sidebar's Language, else the spreadsheet's
  const lang = sheetLang(request?.settings);
  const game = requestedGame(request, lang);
  if (isRefusal(game)) return game;
  const settings = typeof request.settings === 'string' ? request.settings : '';
  return locked<ExportOutcome>(
    () => {
      const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
      const properties = PropertiesService.getDocumentProperties();
      const source = resultsSheet(spreadsheet, request.sheet, lang);
      if (isRefusal(source)) return source;
      const grid = source.getDataRange().getValues();
      const event = eventOf(spreadsheet, properties, source);
      let exported: ReturnType<typeof circuitExport>;
      try {
        exported = circuitExport(game, grid, settings, event);
      } catch (e) {
        if (e instanceof PodiumError) return { ok: false, problems: sheetProblems(request.sheet, e, lang) };
        throw e;
      }
      // values: the sheet writer renders the header's words in the sheet's language
      const rows = [headerOf(exported), ...exported.rows] as Written['rows'];
      const existing = exportFor(spreadsheet, properties, game);
      const name = allOrNothing((changes) => {
        const target = existing ?? { name: freeName(spreadsheet, SERVER_WORDS[lang].circuitExportName(game.title)) };
        const { sheet, extent } = writeStandings(
          changes,
          spreadsheet,
          target,
          { rows, notes: [], percentColumns: [], warnings: [], lang },
          EXPORT_KEY,
        );
        setProperties(changes, properties, { [`${SAVED_PREFIX}${sheet.getSheetId()}`]: JSON.stringify({ game: game.id, extent }) });
        return sheet.getName();
      });
      return {
        ok: true,
        sheet: name,
        rows: exported.rows.length,
        event: event.name,
        date: event.day,
        warnings: exported.warnings.map((w) => render(w, lang)),
      };
    },
    lang,
    'writingExport',
  );
}
