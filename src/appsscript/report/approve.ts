import { gameById } from '../../engine/games';
import type { Lang } from '../../engine/i18n/lang';
import type { Cell } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { publishAfter } from '../live/publish';
import { releaseOf, scriptCache, scriptProperties } from '../live/store';
import { userLang } from '../locale';
import type { ApproveOutcome, ApproveRequest } from '../reportContract';
import { refreshSheet } from '../sheet/buildStandings';
import { locked, refuse } from '../sheet/locked';
import { podiumSheets, readSaved, savedKey } from '../sheet/standingsSheets';
import { allOrNothing, failureMessage } from '../sheet/undo';
import { ruleProblems } from './check';
import { appendLog, logRows } from './log';
import { isApproving, stateOf } from './records';
import { hasScores, tablesIn, writes } from './sheetRows';
import {
  type Roster,
  readRecord,
  readSecrets,
  recordKey,
  refusedKey,
  rosterIn,
  SECRETS,
  stateKey,
  type TableRecord,
  wrongKey,
} from './store';
import { REPORT_WORDS } from './words';

const WAIT_MS = 10_000;

interface Chosen {
  id: string;
  record: TableRecord;
}

/**
 * Under the script lock, the chosen tables' records marked approving (one write), so that no phone changes them
 * while the desk writes them: each with exactly one report (an agreed table, or one side accepted).
 */
function mark(
  request: ApproveRequest,
  lang: Lang,
): { roster: Roster; game: GameDescriptor; chosen: Chosen[]; skipped: { table: string; message: string }[] } | string {
  const words = REPORT_WORDS[lang];
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(WAIT_MS)) return words.busy;
  try {
    const all = scriptProperties().getProperties();
    const t = String(request?.t ?? '');
    const roster = rosterIn(all, t);
    const game = roster && gameById(roster.game);
    if (!roster || !game || !readSecrets(all[SECRETS])[t]) return words.notReporting;
    if (String(request.round) !== roster.round) return words.notRound(String(request.round), roster.round);
    const { chosen, skipped } = choose(all, roster, request.tables, words);
    if (chosen.length)
      scriptProperties().setProperties(Object.fromEntries(chosen.map((c) => [recordKey(t, roster.round, c.id), JSON.stringify(c.record)])));
    return { roster, game, chosen, skipped };
  } finally {
    releaseOf(lock);
  }
}

/** The tables an approval takes: those asked (or every agreed one), each with exactly one report, marked approving. */
function choose(all: Record<string, string>, roster: Roster, tables: ApproveRequest['tables'], words: (typeof REPORT_WORDS)[Lang]) {
  const now = new Date();
  const asked = tables === 'agreed' ? null : new Set((Array.isArray(tables) ? tables : []).map(String));
  const chosen: Chosen[] = [];
  const skipped: { table: string; message: string }[] = [];
  for (const table of roster.tables.filter((x) => !asked || asked.has(x.id))) {
    const record = readRecord(all[recordKey(roster.t, roster.round, table.id)], roster.round, table.id);
    if (asked === null && stateOf(record, table, roster) !== 'agreed') continue;
    if (record.reports.length !== 1 || (asked === null && isApproving(record, now)))
      skipped.push({ table: table.id, message: words.notAgreed(table.id) });
    else chosen.push({ id: table.id, record: { ...record, approving: now.toISOString() } });
  }
  return { chosen, skipped };
}

/**
 * Approve (SPEC §15.6): the chosen records marked; under the document lock the results read once and each table's
 * cells written (one setValues per run of rows and columns) only where all of them are blank (else the table is
 * superseded and nothing of it written), with its history in the Report log, all or nothing; then the records
 * deleted; then the standings refreshed and published as after any Build.
 */
export function approve(request: ApproveRequest): ApproveOutcome {
  const lang = userLang();
  const words = REPORT_WORDS[lang];
  const marked = mark(request, lang);
  if (typeof marked === 'string') return refuse(marked);
  const { roster, game, chosen, skipped } = marked;
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const written = locked<ApproveOutcome>(
    () => {
      const source = spreadsheet.getSheetById(Number(roster.t));
      if (!source) return refuse(words.notReporting);
      const grid = source.getDataRange().getValues();
      const { approved, superseded, log, plan } = planned(roster, game, grid, chosen, skipped, lang);
      if (log.length)
        allOrNothing((changes) => {
          for (const run of plan) {
            const range = source.getRange(run.row + 1, run.column + 1, run.values.length, run.values[0].length);
            const before = run.values.map((r, i) => r.map((_, j) => grid[run.row + i][run.column + j]));
            changes.make(
              () => range.setValues(run.values),
              () => range.setValues(before),
            );
          }
          appendLog(changes, game, lang, log);
        });
      return { ok: true, approved, superseded, skipped, warnings: [] };
    },
    lang,
    'publishing',
  );
  if (!written.ok) {
    unmark(roster, chosen);
    return written;
  }
  forget(roster, [...written.approved, ...written.superseded]);
  unmark(
    roster,
    chosen.filter((c) => !written.approved.includes(c.id) && !written.superseded.includes(c.id)),
  );
  return { ...written, warnings: [...written.warnings, ...afterApproval(roster, game, lang)] };
}

/** What an approval writes: each chosen table's runs of cells and log rows, or why not (superseded, refused by a rule). */
function planned(
  roster: Roster,
  game: GameDescriptor,
  grid: Cell[][],
  chosen: Chosen[],
  skipped: { table: string; message: string }[],
  lang: Lang,
) {
  const words = REPORT_WORDS[lang];
  const cells = tablesIn(game, grid, roster);
  const approved: string[] = [];
  const superseded: string[] = [];
  const now = new Date();
  const log: string[][] = [];
  const plan: ReturnType<typeof writes> = [];
  for (const { id, record } of chosen) {
    const table = roster.tables.find((x) => x.id === id);
    const at = cells.get(id);
    const values = record.reports[0].values;
    if (!table || !at) skipped.push({ table: id, message: words.noTable(id) });
    else if (hasScores(grid, at)) {
      superseded.push(id);
      log.push(...logRows(roster, table, record, 'superseded', lang, now));
    } else {
      const problems = ruleProblems(game, roster, table, values, lang);
      if (problems.length) skipped.push({ table: id, message: words.refusedAtApproval(id, problems[0]) });
      else {
        plan.push(...writes(grid, at, values));
        log.push(...logRows(roster, table, record, 'approved', lang, now, values));
        approved.push(id);
      }
    }
  }
  return { approved, superseded, log, plan };
}

/** The records of tables written (or superseded) deleted, and the cache's copies of their state. */
function forget(roster: Roster, tables: string[]): void {
  const properties = scriptProperties();
  try {
    for (const id of tables) properties.deleteProperty(recordKey(roster.t, roster.round, id));
    scriptCache().removeAll(tables.flatMap((id) => [stateKey, refusedKey, wrongKey].map((k) => k(roster.t, roster.round, id))));
  } catch {
    // a record left behind: its table now has scores, so the panel shows it superseded and the next approval clears it
  }
}

/** The approving mark taken off records that were not written (a failure, or a rule's refusal). */
function unmark(roster: Roster, chosen: Chosen[]): void {
  if (!chosen.length) return;
  try {
    scriptProperties().setProperties(
      Object.fromEntries(
        chosen.map((c) => {
          const { approving: _a, ...record } = c.record;
          return [recordKey(roster.t, roster.round, c.id), JSON.stringify(record)];
        }),
      ),
    );
  } catch {
    // the mark runs out by itself after 6 minutes
  }
}

/** Refresh and publication as after a Build: the standings sheets built from these results, else the page alone. */
function afterApproval(roster: Roster, game: GameDescriptor, lang: Lang): string[] {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const properties = PropertiesService.getDocumentProperties();
  const warnings: string[] = [];
  try {
    const sheets = podiumSheets(spreadsheet).filter(
      (s) => readSaved(properties.getProperty(savedKey(s))).saved?.sheetId === Number(roster.t),
    );
    for (const sheet of sheets) {
      const out = refreshSheet(sheet, lang);
      if (!out.ok) warnings.push(...out.problems.map((p) => p.message));
      else warnings.push(...(out.live ?? []));
    }
    const source = spreadsheet.getSheetById(Number(roster.t));
    if (!sheets.length && source) {
      const out = locked(() => ({ ok: true as const, w: publishAfter(source, game.id, lang) }), lang, 'publishing');
      warnings.push(...('w' in out ? out.w : out.problems.map((p) => p.message)));
    }
  } catch (e) {
    warnings.push(failureMessage(e, REPORT_WORDS[lang].approving_, lang));
  }
  return warnings;
}
