import type { Lang } from '../../engine/i18n/lang';
import { render } from '../../engine/i18n/message';
import { saySheet } from '../../engine/i18n/sheetWords';
import { type Cell, type Grid, isBlank } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { columnLabel, readHeaderTable } from '../../engine/shared/headerTable';
import { SHARED_LABELS } from '../../engine/shared/labels';
import { largest, smallest } from '../../engine/shared/numbers';
import { PodiumError } from '../../engine/shared/problems';
import { nextRounds } from '../../engine/shared/seating/nextRounds';
import type { Seating } from '../../engine/shared/seating/seating';
import { compareNames } from '../../engine/shared/text';
import type { Refusal, ResultsInfo, SeatingOutcome, SeatingRequest } from '../contract';
import { publishAfter } from '../live/publish';
import { writtenRoundProperty } from '../live/seatingSheet';
import { sheetLang } from '../locale';
import { SERVER_WORDS } from '../serverWords';
import { cellName } from './a1';
import { isRefusal, requestedGame, resultsSheet, setProperties } from './buildStandings';
import { locked, refuse } from './locked';
import { sheetProblems } from './problems';
import { noteRoundWritten } from './roundDays';
import { allOrNothing, type Changes } from './undo';
import { freeName, grow, numberFormat } from './writeSheet';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

interface Computed {
  game: GameDescriptor;
  source: Sheet;
  grid: Grid;
  seating: Seating;
  /** The language the seating is told and its sheet written in: the sidebar's Language, else the spreadsheet's. */
  lang: Lang;
}

const sheetCell = (v: unknown): string | number | boolean => (typeof v === 'number' || typeof v === 'boolean' ? v : String(v ?? ''));

/** Reads the results (and the roster) with one range read each, and seats the round; nothing is written. */
function compute(request: SeatingRequest): Computed | Refusal {
  const lang = sheetLang(request?.settings);
  const game = requestedGame(request, lang);
  if (isRefusal(game)) return game;
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const source = resultsSheet(spreadsheet, request.sheet, lang);
  if (isRefusal(source)) return source;
  let roster: Grid | undefined;
  if (typeof request.roster === 'string' && request.roster !== '') {
    const sheet = spreadsheet.getSheetByName(request.roster);
    if (!sheet) return refuse(SERVER_WORDS[lang].noRoster(request.roster));
    roster = sheet.getDataRange().getValues();
  }
  const grid = source.getDataRange().getValues();
  const settings = typeof request.settings === 'string' ? request.settings : '';
  const arg = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : '');
  try {
    const seating = game.seating.seat(game.seating.function, grid, arg(request.round), roster, arg(request.seed), settings);
    return { game, source, grid, seating, lang };
  } catch (e) {
    if (e instanceof PodiumError) return { ok: false, problems: sheetProblems(request.sheet, e, lang, request.roster) };
    throw e;
  }
}

/** The seating's warnings in its language. */
const told = (c: Computed) => c.seating.warnings.map((w) => render(w, c.lang));

function answer(c: Computed, warnings: string[], written?: { sheet: string; rows: number }): SeatingOutcome {
  return {
    ok: true,
    round: c.seating.round,
    header: c.seating.header.map((h) => h[c.lang]),
    player: c.seating.header.indexOf(SHARED_LABELS.player),
    rows: c.seating.rows.map((r) => r.map(sheetCell)),
    warnings,
    written,
  };
}

/**
 * What the sidebar needs to know of a results sheet (docs/seating.md): the rounds *Seat next round* offers (the next
 * numbered round, and the next stage of the final once the rounds written are scored) and the kind of results, for
 * the settings it shows; one range read, nothing written.
 */
export function resultsInfo(request: SeatingRequest): ResultsInfo {
  const lang = sheetLang(request?.settings);
  const game = requestedGame(request, lang);
  if (isRefusal(game)) return game;
  const source = resultsSheet(SpreadsheetApp.getActiveSpreadsheet(), request.sheet, lang);
  if (isRefusal(source)) return source;
  const settings = typeof request.settings === 'string' ? request.settings : '';
  const grid = source.getDataRange().getValues();
  const why = game.seating.notSeated?.(settings);
  if (why) return { ok: true, rounds: [], mode: game.modeOf?.(grid), notSeated: render(why, lang) };
  return { ok: true, rounds: nextRounds(game, grid, settings), mode: game.modeOf?.(grid) };
}

/** The sidebar's Preview: the tables and every compromise, nothing written. */
export function previewSeating(request: SeatingRequest): SeatingOutcome {
  const c = compute(request);
  return 'seating' in c ? answer(c, told(c)) : c;
}

/** By table, then after a blank column the alphabetical "where do I sit" list; warnings under the tables. */
function seatingSheetCells(seating: Seating, lang: Lang): Cell[][] {
  const player = seating.header.indexOf(SHARED_LABELS.player);
  const header = seating.header.map((h) => h[lang]);
  const others = seating.header.map((_, k) => k).filter((k) => k !== player && seating.header[k] !== SHARED_LABELS.round);
  const byName = [...seating.rows].sort((a, b) => compareNames(String(a[player]), String(b[player])));
  const left = [
    header,
    ...seating.rows,
    ...(seating.warnings.length ? [[], ...seating.warnings.map((text) => [render(saySheet('warningRow', { text }), lang)])] : []),
  ];
  const right = [
    [SHARED_LABELS.whereDoISit[lang], ...others.map((k) => header[k])],
    ...byName.map((r) => [r[player], ...others.map((k) => r[k])]),
  ];
  const width = seating.header.length + 1 + right[0].length;
  return Array.from({ length: Math.max(left.length, right.length) }, (_, i) => {
    const l = left[i] ?? [];
    return [...l, ...Array(seating.header.length + 1 - l.length).fill(''), ...(right[i] ?? Array(right[0].length).fill(''))].slice(
      0,
      width,
    );
  });
}

/** The columns that say a row is taken: Round, Table or Board (a league's Match), Player. */
const IDENTITY = ['round', 'table', 'board', 'match', 'player'];

interface Append {
  start: number;
  maxRows: number;
  columns: { k: number; col: number }[];
}

/**
 * Where the round's rows go: after the last row whose Round, Table or Player is filled, in the results columns the
 * seating fills (a missing optional one is a warning), only where every cell is empty — read, not yet written.
 */
function planAppend(c: Computed, warnings: string[]): Append | Refusal {
  // the results' header read as the standings read it, every column optional here so that a missing one is told
  const specs = c.seating.columns.flatMap((spec, k) => (spec ? [{ ...spec, key: String(k), required: false }] : []));
  const found = readHeaderTable('Write', [c.grid[0] ?? ['']], specs).columns;
  const columns: Append['columns'] = [];
  for (const [k, spec] of c.seating.columns.entries()) {
    if (!spec) continue;
    const col = found[String(k)];
    if (col !== undefined) columns.push({ k, col });
    // a column the sheet lacks is named by its label in the sidebar's language (docs/languages.md)
    else if (spec.required) return refuse(SERVER_WORDS[c.lang].noColumn(c.source.getName(), render(columnLabel(spec), c.lang)));
    else warnings.push(SERVER_WORDS[c.lang].columnNotWritten(render(columnLabel(spec), c.lang)));
  }
  const identity = columns.filter((t) => IDENTITY.includes(c.seating.columns[t.k]?.key ?? '')).map((t) => t.col);
  let last = 0; // 0-based row of the last row whose Round, Table or Player is filled
  c.grid.forEach((row, r) => {
    if (identity.some((col) => !isBlank(row[col]))) last = r;
  });
  const start = last + 2;
  const sheet = c.source;
  const maxRows = sheet.getMaxRows();
  const count = c.seating.rows.length;
  const first = smallest(columns.map((t) => t.col));
  const width = largest(columns.map((t) => t.col)) - first + 1;
  if (start <= maxRows) {
    const rows = Math.min(count, maxRows - start + 1);
    const block = sheet.getRange(start, first + 1, rows, width);
    const values = block.getValues();
    const formulas = block.getFormulas();
    for (let i = 0; i < rows; i++)
      // an unticked checkbox holds FALSE: New tournament's checkbox columns are empty so
      for (const t of columns)
        if ((!isBlank(values[i][t.col - first]) && values[i][t.col - first] !== false) || formulas[i][t.col - first] !== '')
          return refuse(
            SERVER_WORDS[c.lang].notEmpty(cellName(sheet.getName(), start + i, t.col + 1)),
            cellName(sheet.getName(), start + i, t.col + 1),
          );
  }
  return { start, maxRows, columns };
}

/** Appends the round's rows: one write per column, each text cell formatted as text so that a name stays as typed. */
function appendRows(changes: Changes, c: Computed, plan: Append): number {
  const count = c.seating.rows.length;
  grow(changes, c.source, plan.maxRows, plan.start + count - 1, 'rows');
  for (const t of plan.columns) {
    const range = c.source.getRange(plan.start, t.col + 1, count, 1);
    const cells = c.seating.rows.map((r) => [r[t.k]]);
    const formats = range.getNumberFormats();
    const before = range.getValues(); // blank, or an unticked checkbox's FALSE
    // two changes, each undone on its own: a failed write of the values still takes the formats back
    changes.make(
      () => range.setNumberFormats(cells.map(([v]) => [numberFormat(v, false)])),
      () => range.setNumberFormats(formats),
    );
    changes.make(
      () => range.setValues(cells),
      () => range.setValues(before),
    );
  }
  return count;
}

/** Writes the values-only seating sheet. */
function writeSeatingSheet(changes: Changes, spreadsheet: Spreadsheet, c: Computed): Sheet {
  const cells = seatingSheetCells(c.seating, c.lang);
  // named in the seating's language: `Turno 3 – disposizione – Catan`, a stage by its id (`QF seating – Carcassonne`)
  const name = freeName(spreadsheet, SERVER_WORDS[c.lang].seatingName(c.seating.round, c.game.title));
  const sheet = changes.make(
    () => spreadsheet.insertSheet(name),
    (made) => spreadsheet.deleteSheet(made),
  );
  grow(changes, sheet, sheet.getMaxRows(), cells.length, 'rows');
  const range = sheet.getRange(1, 1, cells.length, cells[0].length);
  range.setNumberFormats(cells.map((row) => row.map((v) => numberFormat(v, false))));
  range.setValues(cells);
  range.setFontWeights(cells.map((row, i) => row.map(() => (i === 0 ? 'bold' : 'normal'))));
  sheet.setFrozenRows(1);
  return sheet;
}

/**
 * The sidebar's Write: refuses a round the results already hold, then appends the round's rows to the results
 * (score columns left blank) and writes the `Round N seating – <game>` sheet, all or nothing.
 */
export function writeSeating(request: SeatingRequest): SeatingOutcome {
  const lang = sheetLang(request?.settings);
  return locked<SeatingOutcome>(
    () => {
      const c = compute(request);
      if (!('seating' in c)) return c;
      // the round previewed is the one written: a Write of another round, or of one no longer next, changes nothing
      const offered = nextRounds(c.game, c.grid, typeof request.settings === 'string' ? request.settings : '');
      if (!c.seating.roundHeld && !offered.includes(String(c.seating.round)))
        return refuse(SERVER_WORDS[lang].notNextRound(String(c.seating.round), offered));
      if (c.seating.roundHeld) return refuse(SERVER_WORDS[lang].roundHeld(request.sheet, String(c.seating.round)));
      const warnings = told(c);
      const plan = planAppend(c, warnings);
      if (!('start' in plan)) return plan;
      const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
      const written = allOrNothing((changes) => {
        const rows = appendRows(changes, c, plan);
        const sheet = writeSeatingSheet(changes, spreadsheet, c);
        const properties = PropertiesService.getDocumentProperties();
        // the live page reads the seats of the round from this sheet, and shows it first for a while (SPEC §13.7)
        const round = { round: String(c.seating.round), sheetId: sheet.getSheetId(), at: new Date().toISOString() };
        setProperties(changes, properties, writtenRoundProperty(c.source.getSheetId(), round));
        // the day of the last round written: the Date of an export for a circuit (docs/circuits.md#export)
        noteRoundWritten(changes, properties, c.source);
        return { sheet: sheet.getName(), rows };
      });
      // the live page after the round is written: a failure there is a warning, never a change undone
      return answer(c, [...warnings, ...publishAfter(c.source, c.game.id, c.lang)], written);
    },
    lang,
    'writingSeating',
  );
}
