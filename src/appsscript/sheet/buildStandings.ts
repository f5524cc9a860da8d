import { readHeaderTable } from '../../engine/shared/headerTable';
import { PodiumError } from '../../engine/shared/problems';
import { SHEET_GAMES } from './report';
import { SheetProblem, sheetProblems } from './problems';
import { isPodiumSheet, writeStandingsSheet } from './writeSheet';

export type GameId = keyof typeof SHEET_GAMES;

export interface BuildRequest {
  game: GameId;
  sheet: string;
  settings: string;
}

export type BuildOutcome =
  | { ok: true; sheet: string; players: number; games: number; milliseconds: number; warnings: string[] }
  | { ok: false; busy?: boolean; problems: SheetProblem[] };

const SETTINGS_PROPERTY = 'podium.lastBuild';
const LOCK_WAIT_MS = 2000;

export const standingsSheetName = (game: GameId) => `Standings – ${SHEET_GAMES[game].title}`;

/** The last build's request, which Refresh standings repeats. */
export function savedRequest(): BuildRequest | null {
  const saved = PropertiesService.getDocumentProperties().getProperty(SETTINGS_PROPERTY);
  return saved ? (JSON.parse(saved) as BuildRequest) : null;
}

const refuse = (message: string, cell?: string): BuildOutcome => ({ ok: false, problems: [{ cell, message }] });

/** Reads the results with one range read, computes everything, then writes Podium's own standings sheet once. */
export function buildStandings(request: BuildRequest): BuildOutcome {
  const started = Date.now();
  const game = SHEET_GAMES[request?.game];
  if (!game) return refuse(`Pick a game: ${Object.values(SHEET_GAMES).map((g) => g.title).join(' or ')}.`);
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return { ok: false, busy: true, problems: [{ message: 'Podium is busy building standings in this spreadsheet; try again in a moment.' }] };
  try {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const source = spreadsheet.getSheetByName(request.sheet);
    if (!source) return refuse(`There is no sheet named "${request.sheet}".`);
    if (isPodiumSheet(source)) return refuse(`"${request.sheet}" is a standings sheet Podium wrote; pick the results sheet.`);
    const targetName = standingsSheetName(request.game);
    const existing = spreadsheet.getSheetByName(targetName);
    if (existing && !isPodiumSheet(existing))
      return refuse(`A sheet named "${targetName}" already exists and Podium did not create it; rename it and build again (Podium never writes into it).`);

    const grid = source.getDataRange().getValues();
    let report;
    try {
      report = game.report(grid, request.settings ?? '');
    } catch (e) {
      if (e instanceof PodiumError) return { ok: false, problems: sheetProblems(request.sheet, e) };
      throw e;
    }
    writeStandingsSheet(spreadsheet, targetName, request.game, report, existing);
    PropertiesService.getDocumentProperties().setProperty(SETTINGS_PROPERTY, JSON.stringify({ game: request.game, sheet: request.sheet, settings: request.settings ?? '' }));
    return { ok: true, sheet: targetName, players: report.players, games: report.games, milliseconds: Date.now() - started, warnings: report.warnings };
  } finally {
    lock.releaseLock();
  }
}

/** The sheets that look like results of a game, by their header row. */
export function resultSheets(): { name: string; game: GameId | null }[] {
  return SpreadsheetApp.getActiveSpreadsheet()
    .getSheets()
    .filter((sheet) => !isPodiumSheet(sheet))
    .map((sheet) => {
      const width = Math.max(1, sheet.getLastColumn());
      const header = sheet.getRange(1, 1, 1, width).getValues();
      const game = (Object.keys(SHEET_GAMES) as GameId[]).find((id) => {
        try {
          readHeaderTable('', header, SHEET_GAMES[id].columns);
          return true;
        } catch {
          return false;
        }
      });
      return { name: sheet.getName(), game: game ?? null };
    });
}
