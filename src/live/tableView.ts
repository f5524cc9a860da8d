import type { LiveRoundTable, LiveSnapshot, LiveStatus, LiveTable } from '../appsscript/contract';
import { STAKES_LABELS } from '../engine/shared/stakes/labels';
import { add, el } from './dom';
import { cellText, cutName, headerText, isFigure, roundName, type Speech, statusText } from './speech';
import { column, groupWord, stageTables } from './tables';

// Tables as the page draws them: a number, a percentage or a status is one word that never wraps inside itself (SPEC
// §13.7.2, the `nowrap` cells); a name wraps between its words only.

/** The columns a screen's standings gain while what is at stake is published; their values are statuses. */
const STAKES_COLUMNS = ['title', 'cut'];

/** The standings with a Title and a Cut column, while the stakes are published. */
export function withStakes(sp: Speech, s: LiveSnapshot): LiveTable | null {
  const st = s.standings;
  if (!st || !s.stakes) return st;
  const p = column(st, 'player');
  const of = new Map(s.stakes.rows.map((r) => [r.player, r]));
  return {
    ...st,
    header: [...st.header, STAKES_LABELS.title[sp.lang], cutName(sp, s.stakes)],
    columns: [...st.columns, ...STAKES_COLUMNS],
    percent: st.percent && [...st.percent, false, false],
    rows: st.rows.map((row) => {
      const x = of.get(String(row[p]));
      return [...row, x?.title ?? '', x?.cut ?? ''];
    }),
  };
}

/** A column's header: a status column's words are the stakes' (the cut's size in it). */
function header(sp: Speech, t: LiveTable, k: number): string {
  return STAKES_COLUMNS.includes(t.columns[k]) ? t.header[k] : headerText(sp, t, k);
}

type Shown = LiveTable & { terms?: LiveRoundTable['terms'] };

/**
 * A table of `rows` showing the columns `shown` (all by default), each cell in the page's words; `widths` fixes the
 * columns' widths (a screen's pages of one table, laid out alike).
 */
export function tableOf(
  sp: Speech,
  t: Shown,
  rows = t.rows,
  shown: number[] = t.columns.map((_, k) => k),
  widths?: number[],
): HTMLTableElement {
  const table = el('table') as HTMLTableElement;
  if (widths) fixWidths(table, widths);
  const figure = t.columns.map((_, k) => isFigure(t, k) || STAKES_COLUMNS.includes(t.columns[k]));
  const head = el('tr');
  for (const k of shown) add(head, el('th', header(sp, t, k), `c-${t.columns[k]}${figure[k] ? ' num' : ''}`));
  add(table, add(el('thead'), head));
  const body = el('tbody');
  for (const row of rows) body.append(bodyRow(sp, t, row, shown, figure));
  return add(table, body) as HTMLTableElement;
}

/** Fixes a table's columns to these widths, in pixels. */
function fixWidths(table: HTMLTableElement, widths: number[]): void {
  const group = el('colgroup');
  for (const w of widths) {
    const col = el('col');
    col.style.width = `${w}px`;
    group.append(col);
  }
  table.append(group);
  table.style.tableLayout = 'fixed';
  table.style.width = `${widths.reduce((a, b) => a + b, 0)}px`;
}

/** One row of a table: each shown cell in the page's words, a status column's by its status word and class. */
function bodyRow(sp: Speech, t: Shown, row: LiveTable['rows'][number], shown: number[], figure: boolean[]): HTMLElement {
  const tr = el('tr');
  for (const k of shown) {
    const c = t.columns[k];
    const v = row[k];
    const status = STAKES_COLUMNS.includes(c) && v !== '';
    const text = status ? statusText(sp, v as LiveStatus) : cellText(sp, v, c, t.percent?.[k], t.terms);
    add(tr, el('td', text, `c-${c}${figure[k] ? ' num' : ''}${status ? ` s-${v}` : ''}`));
  }
  return tr;
}

/**
 * A stage's tables (SPEC §13.7.6): each table once, its players with their scores, the winner marked in bold and by a
 * word, not once per player.
 */
export function stageBlocks(sp: Speech, st: LiveRoundTable): HTMLElement[] {
  const p = column(st, 'player');
  const score = column(st, 'score');
  return stageTables(st).map(({ group, winner }) => {
    const box = add(el('div', '', 'match'), el('div', groupWord(sp, st, group), 'match-head'));
    const list = el('table', '', 'match-rows');
    for (const row of group.rows) {
      const won = winner !== undefined && row[p] === winner;
      const tr = add(
        el('tr', '', won ? 'winner' : ''),
        el('td', String(row[p]), 'c-player'),
        el('td', score >= 0 ? cellText(sp, row[score], 'score') : '', 'num'),
        el('td', won ? `✓ ${sp.w.winner}` : '', 'mark'),
      );
      list.append(tr);
    }
    return add(box, list);
  });
}

/** The final stage, stage by stage: its heading, then its tables. */
export function stagesOf(sp: Speech, s: LiveSnapshot): HTMLElement[] {
  return s.stages.map((st) => add(el('div', '', 'stage'), el('h3', roundName(sp, st.round)), ...stageBlocks(sp, st)));
}
