import type {
  BuildOutcome,
  BuildRequest,
  ExportOutcome,
  LiveOutcome,
  LiveSettingsRequest,
  PublishOutcome,
  ResultsInfo,
  SeatingOutcome,
  SeatingRequest,
  SidebarState,
  Signed,
} from '../contract';
import { fromSidebar, organizerOnly, sidebarToken, tokenOf } from '../live/guard';
import { publishAll, saveLiveSettings } from '../live/publish';
import { userLang } from '../locale';
import { MENU_WORDS } from '../menuWords';
import { approve } from '../report/approve';
import { inbox, pinSheet, reissue, reject, rotate, saveReporting, unlock } from '../report/organizer';
import type {
  ApproveOutcome,
  ApproveRequest,
  InboxOutcome,
  InboxRequest,
  PinSheetOutcome,
  PinsRequest,
  ReissueOutcome,
  ReissueRequest,
  ReportSettingsOutcome,
  ReportSettingsRequest,
  TableOutcome,
  TableRequest,
} from '../reportContract';
import { buildStandings as build } from '../sheet/buildStandings';
import { exportCircuit as exportRows } from '../sheet/circuitExport';
import { createResultsSheet } from '../sheet/newTournament';
import { refreshFromMenu } from '../sheet/refreshMenu';
import { resultsInfo as info, previewSeating as preview, writeSeating as write } from '../sheet/seatRound';
import { selectCell as select } from '../sheet/selectCell';
import { sidebarPage, sidebarState } from '../sheet/sidebarState';

/**
 * Adds the Podium menu (Extensions > Podium), in the user's language. Runs in every auth mode, so it only builds the
 * menu.
 * @param {Object} e The open event.
 */
export function onOpen(e?: { authMode?: string }) {
  void e;
  organizerOnly(() => {
    const words = MENU_WORDS[userLang()];
    SpreadsheetApp.getUi()
      .createAddonMenu()
      .addItem(words.open, 'showSidebar')
      .addItem(words.refresh, 'refreshStandings')
      .addItem(words.seat, 'showSidebar')
      .addItem(words.create, 'showSidebar')
      .addToUi();
  });
}

/**
 * Adds the menu right after installation.
 * @param {Object} e The install event.
 */
export function onInstall(e?: { authMode?: string }) {
  onOpen(e);
}

/**
 * Opens the Podium sidebar.
 */
export function showSidebar() {
  organizerOnly(() => SpreadsheetApp.getUi().showSidebar(sidebarPage(sidebarToken())));
}

/**
 * Refreshes the active standings sheet with its own source and settings, or every standings sheet when another
 * sheet is active, without opening the sidebar.
 */
export function refreshStandings() {
  organizerOnly(refreshFromMenu);
}

/**
 * Sidebar: the games, their settings, the sheets that look like results, and the last build's choices.
 * @param {Object} request The sidebar's token.
 * @return {Object} What the sidebar shows when it opens.
 */
export function getSidebarState(request: Signed): SidebarState {
  return fromSidebar(tokenOf(request), sidebarState);
}

/**
 * Sidebar: builds the standings sheet from a results sheet.
 * @param {Object} request The game, the results sheet's name and the settings text.
 * @return {Object} What was done, or every problem found with its cell.
 */
export function buildStandings(request: BuildRequest): BuildOutcome {
  return fromSidebar(tokenOf(request), () => build(request));
}

/**
 * Sidebar: writes the chosen results' final places as rows for a circuit, in Podium's Circuit export sheet.
 * @param {Object} request The game, the results sheet's name and the settings text, as for buildStandings.
 * @return {Object} The sheet written, its rows and the event's name and day, or every problem found with its cell.
 */
export function exportCircuit(request: BuildRequest): ExportOutcome {
  return fromSidebar(tokenOf(request), () => exportRows(request));
}

/**
 * Sidebar: creates a new results sheet for a game, with headers, checkboxes, drop-downs and a standings formula; or a
 * roster sheet filled with the players of a results sheet.
 * @param {string} game catan, diplomacy, carcassonne, carcassonne-log (a scoring log) or roster.
 * @param {string} from Optional, for a roster: the results sheet whose players it lists.
 * @param {string} token The sidebar's token.
 * @return {string} The new sheet's name.
 */
export function createTournament(game: string, from?: string, token?: string): string {
  return fromSidebar(token, () => createResultsSheet(game, from));
}

/**
 * Sidebar: what it shows for a results sheet: the rounds Seat next round offers, and the kind of results.
 * @param {Object} request The game, the results sheet and the settings.
 * @return {Object} The rounds (the default first) and the kind of results, or why not.
 */
export function resultsInfo(request: SeatingRequest): ResultsInfo {
  return fromSidebar(tokenOf(request), () => info(request));
}

/**
 * Sidebar: selects a cell a problem names, such as Results!D7.
 * @param {string} cell The cell, as the sidebar shows it.
 * @param {string} token The sidebar's token.
 * @return {boolean} Whether the cell was found and selected.
 */
export function selectCell(cell: string, token?: string): boolean {
  return fromSidebar(token, () => select(cell));
}

/**
 * Sidebar: the next round's seating and every compromise; nothing is written.
 * @param {Object} request The game, the results sheet, the roster sheet (optional), the round, the seed and the settings.
 * @return {Object} The seating's rows and warnings, or every problem found with its cell.
 */
export function previewSeating(request: SeatingRequest): SeatingOutcome {
  return fromSidebar(tokenOf(request), () => preview(request));
}

/**
 * Sidebar: appends the next round's rows to the results sheet and writes its Round N seating sheet, all or nothing.
 * @param {Object} request As for previewSeating.
 * @return {Object} What was written, or why nothing was.
 */
export function writeSeating(request: SeatingRequest): SeatingOutcome {
  return fromSidebar(tokenOf(request), () => write(request));
}

/**
 * Sidebar: the live page's settings: Publish on or off, the title and how names appear.
 * @param {Object} request publish, title and names (as-written or initial), and the sidebar's token.
 * @return {Object} ok, and the page's address once it is deployed.
 */
export function liveSettings(request: LiveSettingsRequest): LiveOutcome {
  return fromSidebar(tokenOf(request), () => saveLiveSettings(request));
}

/**
 * Sidebar: publishes every tournament now.
 * @param {Object} request The sidebar's token.
 * @return {Object} ok, and the titles published.
 */
export function publishNow(request: Signed): PublishOutcome {
  return fromSidebar(tokenOf(request), () => publishAll());
}

/**
 * Sidebar: the Reporting settings (players report from their phones): on or off, the confirmations, auto-approval.
 * @param {Object} request on, confirm (two, all or desk), auto, and the sidebar's token.
 * @return {Object} ok and the settings saved, or why not.
 */
export function reportSettings(request: ReportSettingsRequest): ReportSettingsOutcome {
  return fromSidebar(tokenOf(request), () => saveReporting(request));
}

/**
 * Sidebar: the Reports panel: every table of each round in progress with its state, names as written.
 * @param {Object} request t (optional: one tournament) and the sidebar's token.
 * @return {Object} The settings and each tournament's tables.
 */
export function reportsInbox(request: InboxRequest): InboxOutcome {
  return fromSidebar(tokenOf(request), () => inbox(request));
}

/**
 * Sidebar: approves tables' reports: writes their values into the results' blank cells, logs them, refreshes.
 * @param {Object} request t, round, tables (a list of tables, or 'agreed'), and the sidebar's token.
 * @return {Object} The tables written, superseded and skipped.
 */
export function approveReports(request: ApproveRequest): ApproveOutcome {
  return fromSidebar(tokenOf(request), () => approve(request));
}

/**
 * Sidebar: rejects a table's reports: its history goes to the Report log, and its players report again.
 * @param {Object} request t, round, table, and the sidebar's token.
 * @return {Object} ok, or why not.
 */
export function rejectReports(request: TableRequest): TableOutcome {
  return fromSidebar(tokenOf(request), () => reject(request));
}

/**
 * Sidebar: unlocks a table's reporting after 5 wrong PINs.
 * @param {Object} request t, round, table, and the sidebar's token.
 * @return {Object} ok, or why not.
 */
export function unlockReports(request: TableRequest): TableOutcome {
  return fromSidebar(tokenOf(request), () => unlock(request));
}

/**
 * Sidebar: writes the Player PINs sheet of a tournament, ready to print and cut into cards.
 * @param {Object} request t, and the sidebar's token.
 * @return {Object} The sheet's name and how many players it lists.
 */
export function createPinSheet(request: PinsRequest): PinSheetOutcome {
  return fromSidebar(tokenOf(request), () => pinSheet(request));
}

/**
 * Sidebar: gives one player a new PIN (a lost card).
 * @param {Object} request t, player (the name as written), and the sidebar's token.
 * @return {Object} The player and their new PIN.
 */
export function reissuePin(request: ReissueRequest): ReissueOutcome {
  return fromSidebar(tokenOf(request), () => reissue(request));
}

/**
 * Sidebar: gives every player of a tournament a new PIN, and writes the PIN sheet again.
 * @param {Object} request t, and the sidebar's token.
 * @return {Object} The sheet's name and how many players it lists.
 */
export function rotatePins(request: PinsRequest): PinSheetOutcome {
  return fromSidebar(tokenOf(request), () => rotate(request));
}
