import type { LiveSnapshot, LiveTable } from '../appsscript/contract';
import { add, el } from './dom';
import { qrCanvas } from './qr';
import { afterText, roundName, type Speech } from './speech';
import { byName, column } from './tables';
import { stagesOf, tableOf, withStakes } from './tableView';

// The big screen (SPEC §13.3, §13.7.1): pages that turn, laid out by the height they measure on this display (any from
// 1280×720 to 3840×2160), so that over one turn every standings row and every name of the round is shown whole; the QR
// code (at least a quarter of the screen's height) and the page counter stay on screen.

export type Part = 'standings' | 'round' | 'stage';
export const PARTS: readonly Part[] = ['standings', 'round', 'stage'];
/** For this long after a round or stage is written, its seats come first. */
const FIRST_FOR_MS = 10 * 60_000;
/** The QR code's side, as a part of the screen's height. */
const QR_HEIGHT = 0.27;
/** A name column's least width, in the screen's text size. */
const NAME_COLUMN_EM = 17;
const STAGE_COLUMN_EM = 19;

/** The parts a screen turns through, in order: the round by name first for a while after it is written. */
export function partsOf(s: LiveSnapshot, show: readonly Part[], now = Date.now()): Part[] {
  const since = s.round?.since ? Date.parse(s.round.since) : Number.NaN;
  const fresh = now - since >= 0 && now - since < FIRST_FOR_MS;
  const order: Part[] = fresh ? ['round', 'standings', 'stage'] : ['standings', 'round', 'stage'];
  return order.filter((p) => show.includes(p));
}

/** When the round stops coming first, if it does: the screen lays itself out again then. */
export function freshUntil(s: LiveSnapshot, now = Date.now()): number | undefined {
  const since = s.round?.since ? Date.parse(s.round.since) : Number.NaN;
  const until = since + FIRST_FOR_MS;
  return until > now ? until : undefined;
}

const page = (heading: string, ...body: HTMLElement[]) => add(el('div', '', 'page'), el('h2', heading), ...body);

/** Where a child's box starts below the top of the box its page is drawn in, in pixels. */
const topIn = (parent: Element, child: Element) => child.getBoundingClientRect().top - parent.getBoundingClientRect().top;

/**
 * The standings in pages that fit the box: a column no player has a value in left out, and the widest figure columns
 * after the first while the table is wider than the screen (the phone's card shows them all); the columns' widths fixed
 * from one measure of the whole table, so that every page is laid out alike; as many rows to a table as their measured
 * heights allow, and as many tables side by side as the width holds.
 */
function standingsPages(sp: Speech, s: LiveSnapshot, measure: HTMLElement, width: number, height: number): HTMLElement[] {
  const st = withStakes(sp, s);
  if (!st?.rows.length) return [];
  const heading = [sp.w.standings, afterText(sp, s)].filter(Boolean).join(' · ');
  const keep = new Set([column(st, 'rank'), column(st, 'player'), column(st, 'player') + 1, column(st, 'title'), column(st, 'cut')]);
  const shown = st.columns.map((_, k) => k).filter((k) => keep.has(k) || st.rows.some((r) => r[k] !== ''));
  let table: HTMLTableElement;
  for (;;) {
    table = tableOf(sp, st, st.rows, shown);
    measure.replaceChildren(page(heading, table));
    const droppable = shown.filter((k) => !keep.has(k));
    if (table.getBoundingClientRect().width <= width || !droppable.length) break;
    shown.splice(shown.indexOf(droppable[droppable.length - 1]), 1);
  }
  const widths = Array.from(table.querySelectorAll('th'), (th) => th.getBoundingClientRect().width);
  const rows = Array.from(table.tBodies[0].rows);
  const first = rows[0].getBoundingClientRect().top;
  const room = height - (first - measure.getBoundingClientRect().top) - 2;
  const chunks: LiveTable['rows'][] = [];
  let start = 0;
  let top = first;
  rows.forEach((row, i) => {
    const box = row.getBoundingClientRect();
    if (i > start && box.bottom - top > room) {
      chunks.push(st.rows.slice(start, i));
      start = i;
      top = box.top;
    }
  });
  chunks.push(st.rows.slice(start));
  // a narrow table twice or three times across a wide screen: fewer pages to a turn
  const gap = (Number.parseFloat(getComputedStyle(measure).fontSize) || 16) * 1.5;
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  const across = Math.max(1, Math.min(3, Math.floor((width + gap) / (tableWidth + gap))));
  const pages: HTMLElement[] = [];
  for (let c = 0; c < chunks.length; c += across)
    pages.push(
      page(heading, add(el('div', '', 'columns'), ...chunks.slice(c, c + across).map((rowsOf) => tableOf(sp, st, rowsOf, shown, widths)))),
    );
  return pages;
}

/**
 * Blocks flowed into columns as wide as the box allows (at least `em` wide each), column by column as their measured
 * heights fill the box, and the columns into pages. A heading stays with the block after it; with `headingsApart`,
 * each heading starts a column of its own (the stages of a bracket side by side).
 */
function flow(
  heading: string,
  blocks: HTMLElement[],
  measure: HTMLElement,
  size: { width: number; height: number },
  em: number,
  headingsApart = false,
): HTMLElement[] {
  const { width, height } = size;
  if (!blocks.length) return [];
  const font = Number.parseFloat(getComputedStyle(measure).fontSize) || 16;
  const gap = font * 1.2;
  const count = Math.max(1, Math.floor((width + gap) / (font * em + gap)));
  const columnWidth = Math.floor((width - gap * (count - 1)) / count);
  const probeColumn = el('div', '', 'column');
  probeColumn.style.width = `${columnWidth}px`;
  const probe = page(heading, add(el('div', '', 'columns'), add(probeColumn, ...blocks)));
  measure.replaceChildren(probe);
  const room = height - topIn(measure, probeColumn) - 2;
  // each block's share of a column, its margins with it (a stage's match boxes stand 8 px apart): from its top to the next's
  const tops = blocks.map((b) => b.getBoundingClientRect().top);
  const last = blocks[blocks.length - 1];
  const end = last.getBoundingClientRect().bottom + (Number.parseFloat(getComputedStyle(last).marginBottom) || 0);
  const heights = blocks.map((_, i) => (i + 1 < blocks.length ? tops[i + 1] : end) - tops[i]);
  const columns: HTMLElement[][] = [[]];
  let used = 0;
  let stage: { block: HTMLElement; height: number } | undefined;
  blocks.forEach((b, i) => {
    const last = columns[columns.length - 1];
    const isHeading = b.tagName === 'H3';
    // a heading with nothing after it in the column goes to the next one
    const withNext = isHeading && i + 1 < blocks.length ? heights[i + 1] : 0;
    if (last.length && ((headingsApart && isHeading) || used + heights[i] + withNext > room)) {
      columns.push([]);
      used = 0;
      // a stage that goes on in the next column (a round of 64's 32 games) is named again at its top
      if (headingsApart && !isHeading && stage) {
        columns[columns.length - 1].push(stage.block.cloneNode(true) as HTMLElement);
        used = stage.height;
      }
    }
    if (isHeading) stage = { block: b, height: heights[i] };
    columns[columns.length - 1].push(b);
    used += heights[i];
  });
  const pages: HTMLElement[] = [];
  for (let c = 0; c < columns.length; c += count) {
    const row = el('div', '', 'columns');
    for (const col of columns.slice(c, c + count)) {
      const box = add(el('div', '', 'column'), ...col);
      box.style.width = `${columnWidth}px`;
      row.append(box);
    }
    pages.push(page(heading, row));
  }
  return pages;
}

/** The round by player name, alphabetical, in columns: where each player sits. */
function roundPages(sp: Speech, s: LiveSnapshot, measure: HTMLElement, width: number, height: number): HTMLElement[] {
  const r = s.round;
  if (!r) return [];
  const blocks = byName(sp, r).map((n) => add(el('div', '', 'name-row'), el('span', n.name, 'name'), el('span', n.where, 'where')));
  return flow(`${roundName(sp, r.round)} · ${sp.w.byName}`, blocks, measure, { width, height }, NAME_COLUMN_EM);
}

/** The final stage: each stage's tables once, the winner marked. */
function stagePages(sp: Speech, s: LiveSnapshot, measure: HTMLElement, width: number, height: number): HTMLElement[] {
  const blocks = stagesOf(sp, s).flatMap((stage) => Array.from(stage.children) as HTMLElement[]);
  return flow(sp.w.finalStage, blocks, measure, { width, height }, STAGE_COLUMN_EM, true);
}

const PAGES: Record<Part, typeof roundPages> = { standings: standingsPages, round: roundPages, stage: stagePages };

export interface ScreenOptions {
  show: readonly Part[];
  /** How long a page stays, in milliseconds. */
  every: number;
  /** The phone view's address, for the QR code; none before the web app is deployed. */
  address: string | null;
}

/** The screen's state between snapshots: the page shown stays shown when a new snapshot arrives. */
const state = {
  shown: 0,
  turning: undefined as number | undefined,
  later: undefined as number | undefined,
  resize: undefined as (() => void) | undefined,
};

/** Draws the screen into `main` and turns its pages; each new snapshot draws it again. */
export function renderScreen(sp: Speech, s: LiveSnapshot, main: HTMLElement, options: ScreenOptions): void {
  const box = el('div', '', 'pages');
  const counter = el('div', '', 'counter');
  const aside = el('aside', '', 'qrbox');
  if (options.address) {
    const side = Math.ceil(window.innerHeight * QR_HEIGHT);
    add(aside, el('div', sp.w.scanToFollow, 'caption'), qrCanvas(options.address, side), el('div', options.address, 'address'));
  }
  add(aside, counter);
  main.replaceChildren(add(el('div', '', 'screen'), box, aside));
  let pages: HTMLElement[] = [];
  const show = () => {
    if (!pages.length) return;
    state.shown %= pages.length;
    box.replaceChildren(pages[state.shown]);
    counter.textContent = sp.w.page(state.shown + 1, pages.length);
  };
  const layout = () => {
    const measure = el('div', '', 'measure');
    box.replaceChildren(measure);
    const { width, height } = box.getBoundingClientRect();
    pages = partsOf(s, options.show).flatMap((part) => PAGES[part](sp, s, measure, width, height));
    show();
  };
  layout();
  window.clearInterval(state.turning);
  state.turning = window.setInterval(() => {
    state.shown++;
    show();
  }, options.every);
  // the round stops coming first ten minutes after it was written
  window.clearTimeout(state.later);
  const until = freshUntil(s);
  if (until) state.later = window.setTimeout(layout, until - Date.now() + 50);
  if (state.resize) window.removeEventListener('resize', state.resize);
  state.resize = layout;
  window.addEventListener('resize', layout);
}
