import { GAMES, gameById } from '../../engine/games';
import { isBlank } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { readHeaderTable } from '../../engine/shared/headerTable';
import { PodiumError } from '../../engine/shared/problems';
import type { BuildOutcome, BuildRequest } from '../contract';
import { sheetProblems } from './problems';
import { type Report, standingsReport } from './report';
import { isPodiumSheet, writeStandingsSheet } from './writeSheet';

const SETTINGS_PROPERTY = 'podium.lastBuild';
const LOCK_WAIT_MS = 2000;

export const standingsSheetName = (game: GameDescriptor) => `Standings – ${game.title}`;

/** The last build's request, which Refresh standings repeats. */
export function savedRequest(): BuildRequest | null {
  const saved = PropertiesService.getDocumentProperties().getProperty(SETTINGS_PROPERTY);
  return saved ? (JSON.parse(saved) as BuildRequest) : null;
}

const refuse = (message: string, cell?: string): BuildOutcome => ({ ok: false, problems: [{ cell, message }] });

/** Reads the results with one range read, computes everything, then writes Podium's own standings sheet once. */
export function buildStandings(request: BuildRequest): BuildOutcome {
  const started = Date.now();
  const game = gameById(request?.game);
  if (!game) return refuse(`Pick a game: ${GAMES.map((g) => g.title).join(', ')}.`);
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_WAIT_MS))
    return {
      ok: false,
      busy: true,
      problems: [{ message: 'Podium is busy building standings in this spreadsheet; try again in a moment.' }],
    };
  try {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const source = spreadsheet.getSheetByName(request.sheet);
    if (!source) return refuse(`There is no sheet named "${request.sheet}".`);
    if (isPodiumSheet(source)) return refuse(`"${request.sheet}" is a standings sheet Podium wrote; pick the results sheet.`);
    const targetName = standingsSheetName(game);
    const existing = spreadsheet.getSheetByName(targetName);
    if (existing && !isPodiumSheet(existing))
      return refuse(
        `A sheet named "${targetName}" already exists and Podium did not create it; rename it and build again (Podium never writes into it).`,
      );

    const grid = source.getDataRange().getValues();
    let report: Report;
    try {
      report = standingsReport(game, grid, request.settings ?? '');
    } catch (e) {
      if (e instanceof PodiumError) return { ok: false, problems: sheetProblems(request.sheet, e) };
      throw e;
    }
    writeStandingsSheet(spreadsheet, targetName, game.id, report, existing);
    PropertiesService.getDocumentProperties().setProperty(
      SETTINGS_PROPERTY,
      JSON.stringify({ game: request.game, sheet: request.sheet, settings: request.settings ?? '' }),
    );
    return {
      ok: true,
      sheet: targetName,
      players: report.players,
      games: report.games,
      milliseconds: Date.now() - started,
      warnings: report.warnings,
    };
  } finally {
    lock.releaseLock();
  }
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
