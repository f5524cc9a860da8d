import { pageReport, pageReportState } from '../report/page';
import type { ReportAnswer, ReportRequest, TableReports } from '../reportContract';

// Players' reports from the live page (SPEC §15.4): callable by anyone with the page's address, as the organizer.
// They read and write only the script's cache and properties (never the spreadsheet), check everything sent in
// SPEC §15.5's order, and never answer a PIN or a key.

/**
 * Live page: a player reports their table's result, confirms or disputes it, with their PIN.
 * @param {Object} request t, round, table, player (their place at the table), pin, result, note, nonce, lang.
 * @return {Object} ok and the table's state, or ok false with a code and a message in the page's language.
 */
export function liveReport(request: ReportRequest): ReportAnswer {
  return pageReport(request);
}

/**
 * Live page: a table's reports (values, by whom, its state), names as the page shows them; never a PIN.
 * @param {string} t The tournament (its results sheet's id).
 * @param {string} round The round in progress.
 * @param {string} table The table or board.
 * @return {Object} The table's reports, or null when there is nothing to report there.
 */
export function liveReportState(t: string, round: string, table: string): TableReports | null {
  return pageReportState(t, round, table);
}
