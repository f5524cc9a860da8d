import { circuitExport, type EventName } from '../../engine/circuit/export';
import { render } from '../../engine/i18n/message';
import { PodiumError } from '../../engine/shared/problems';
import { headerOf } from '../../engine/shared/spill';
import type { BuildRequest, ExportOutcome } from '../contract';
import { liveTitle } from '../live/publish';
import { sheetLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';
import { isRefusal, requestedGame, resultsSheet } from './buildStandings';
import { locked } from './locked';
import { type OwnSheetKind, writeOwnSheet } from './ownSheets';
import { sheetProblems } from './problems';
import { roundWrittenOn, today } from './roundDays';
import { allOrNothing } from './undo';
import type { Written } from './writeSheet';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Properties = GoogleAppsScript.Properties.Properties;

/** A circuit export: Podium's own sheet, one per game. */
const EXPORT: OwnSheetKind = { owner: 'podium.circuit', prefix: 'podium.circuit.' };

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
      const name = allOrNothing((changes) =>
        writeOwnSheet(changes, spreadsheet, properties, EXPORT, game, SERVER_WORDS[lang].circuitExportName(game.title), {
          rows,
          notes: [],
          percentColumns: [],
          warnings: [],
          lang,
        }),
      );
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
