import { GAMES, gameById } from '../../engine/games';
import type { Lang } from '../../engine/i18n/lang';
import { render } from '../../engine/i18n/message';
import { isBlank } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { readHeaderTable } from '../../engine/shared/headerTable';
import { hasOwn } from '../../engine/shared/own';
import { PodiumError } from '../../engine/shared/problems';
import type { BuildOutcome, BuildRequest, Refusal } from '../contract';
import { publishAfter } from '../live/publish';
import { sheetLang, withSheetLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';
import { locked, refuse } from './locked';
import { sheetProblems } from './problems';
import { type Report, standingsReport } from './report';
import {
  isPodiumSheet,
  LAST_BUILD,
  podiumSheets,
  readSaved,
  rosterOf,
  type SavedStandings,
  savedKey,
  standingsFor,
} from './standingsSheets';
import { allOrNothing, type Changes } from './undo';
import { freeName, writeStandings } from './writeSheet';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A refusal rather than what was asked for; reads `ok` only, which a service object (a Sheet) does not have. */
export const isRefusal = (x: unknown): x is Refusal => (x as Refusal).ok === false;

/** The game a sidebar request names, with a results sheet's name, or why it does not. */
export function requestedGame(request: { game?: unknown; sheet?: unknown } | undefined, lang: Lang): GameDescriptor | Refusal {
  const game = gameById(request?.game);
  if (!game) return refuse(SERVER_WORDS[lang].pickGame(GAMES.map((g) => g.title)));
  if (typeof request?.sheet !== 'string' || request.sheet === '') return refuse(SERVER_WORDS[lang].pickSheet);
  return game;
}

/** The results sheet of that name: not missing, and not one of Podium's standings sheets. */
export function resultsSheet(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, name: string, lang: Lang): Sheet | Refusal {
  const source = spreadsheet.getSheetByName(name);
  if (!source) return refuse(SERVER_WORDS[lang].noSheet(name));
  if (isPodiumSheet(source)) return refuse(SERVER_WORDS[lang].standingsSheet(name));
  return source;
}

/** Sets document properties, remembering their old values so that the change can be taken back. */
export function setProperties(changes: Changes, properties: GoogleAppsScript.Properties.Properties, values: Record<string, string>): void {
  const before = properties.getProperties();
  changes.make(
    () => properties.setProperties(values),
    () => {
      for (const key of Object.keys(values)) {
        if (hasOwn(before, key)) properties.setProperty(key, before[key]);
        else properties.deleteProperty(key);
      }
    },
  );
}

/**
 * Reads the results with one range read, computes everything, then writes the standings sheet (Podium's sheet for
 * this results sheet and game, in place, or a new one) and saves the build, all or nothing.
 */
function build(request: BuildRequest, game: GameDescriptor, target?: { sheet: Sheet; saved: SavedStandings }): BuildOutcome {
  const started = Date.now();
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const properties = PropertiesService.getDocumentProperties();
  // answered in the language of the standings it builds: the sidebar's Language, else the spreadsheet's
  const lang = sheetLang(request?.settings);
  const source = resultsSheet(spreadsheet, request.sheet, lang);
  if (isRefusal(source)) return source;
  const roster = rosterOf(spreadsheet, game, request.roster);
  if (roster.missing) return refuse(SERVER_WORDS[lang].noRoster(roster.missing));
  const grid = source.getDataRange().getValues();
  let report: Report;
  try {
    report = standingsReport(game, grid, request.settings, roster.grid);
  } catch (e) {
    if (e instanceof PodiumError) return { ok: false, problems: sheetProblems(request.sheet, e, lang, request.roster) };
    throw e;
  }
  // the roster is kept with the build only where it is read, so that Refresh reads it again
  const kept = roster.grid ? { roster: request.roster } : {};
  const existing = target ?? standingsFor(spreadsheet, properties, request, source);
  const written = allOrNothing((changes) => {
    const { sheet, extent } = writeStandings(
      changes,
      spreadsheet,
      // a new sheet is named in the standings' language: `Classifica – Catan`
      existing
        ? { sheet: existing.sheet, old: existing.saved.extent }
        : { name: freeName(spreadsheet, SERVER_WORDS[lang].standingsName(game.title)) },
      report,
    );
    const saved: SavedStandings = {
      game: game.id,
      sheet: request.sheet,
      settings: request.settings,
      extent,
      sheetId: source.getSheetId(),
      ...kept,
    };
    setProperties(changes, properties, {
      [savedKey(sheet)]: JSON.stringify(saved),
      [LAST_BUILD]: JSON.stringify({ game: game.id, sheet: request.sheet, settings: request.settings, ...kept }),
    });
    return sheet.getName();
  });
  // the live page after the sheet is complete: a failure there is a warning, never a change undone
  const published = publishAfter(source, game.id, lang, report);
  return {
    ok: true,
    sheet: written,
    players: report.players,
    games: report.games,
    milliseconds: Date.now() - started,
    warnings: [...report.warnings.map((w) => render(w, lang)), ...published],
    live: published,
  };
}

/** The sidebar's Build standings. */
export function buildStandings(request: BuildRequest): BuildOutcome {
  // answered in the language of the standings it builds: the sidebar's Language, else the spreadsheet's
  const lang = sheetLang(request?.settings);
  const game = requestedGame(request, lang);
  if (isRefusal(game)) return game;
  // the sheet's language is saved with its settings, the spreadsheet's where none is chosen, so that a refresh keeps
  // it whatever the locale is then (docs/languages.md)
  const settings = withSheetLang(typeof request.settings === 'string' ? request.settings : '');
  const roster = typeof request.roster === 'string' && request.roster !== '' ? { roster: request.roster } : {};
  return locked(() => build({ game: game.id, sheet: request.sheet, settings, ...roster }, game), lang);
}

/**
 * Refreshes one of Podium's standings sheets with its own saved build; a corrupt saved build is reported, not a
 * crash. What goes wrong is told in `lang`, the menu's.
 */
export function refreshSheet(sheet: Sheet, lang: Lang): BuildOutcome {
  return locked(() => {
    const { saved, problem } = readSaved(PropertiesService.getDocumentProperties().getProperty(savedKey(sheet)));
    const game = saved && gameById(saved.game);
    const words = SERVER_WORDS[lang];
    if (!saved || !game) return refuse(words.cannotRefresh(sheet.getName(), problem ?? words.unknownGame(String(saved?.game))));
    // the results sheet by its id: renamed, it is still the one; gone, the refresh says so rather than read another
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const source = saved.sheetId === undefined ? spreadsheet.getSheetByName(saved.sheet) : spreadsheet.getSheetById(saved.sheetId);
    if (!source) return refuse(words.cannotRefresh(sheet.getName(), words.resultsGone(saved.sheet)));
    return build({ ...saved, sheet: source.getName() }, game, { sheet, saved });
  }, lang);
}

/** Podium's standings sheets that Refresh standings refreshes: the active one when it is Podium's, else all of them. */
export function sheetsToRefresh(): Sheet[] {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const active = spreadsheet.getActiveSheet();
  return active && isPodiumSheet(active) ? [active] : podiumSheets(spreadsheet);
}

/** The games whose results columns a header row holds; the row ends at its first blank cell. */
function gamesFitting(header: unknown[]): string[] {
  const end = header.findIndex((h) => isBlank(h));
  const row = [end < 0 ? header : header.slice(0, end)] as never;
  return GAMES.filter((g) => {
    try {
      readHeaderTable('', row, g.columns);
      return true;
    } catch {
      return false;
    }
  }).map((g) => g.id);
}

/** The sheets that look like results, with every game whose headers they fit. */
export function resultSheets(): { name: string; games: string[] }[] {
  return SpreadsheetApp.getActiveSpreadsheet()
    .getSheets()
    .filter((sheet) => !isPodiumSheet(sheet))
    .map((sheet) => {
      const width = Math.max(1, sheet.getLastColumn());
      return { name: sheet.getName(), games: gamesFitting(sheet.getRange(1, 1, 1, width).getValues()[0]) };
    });
}
