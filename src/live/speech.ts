import type { LiveCell, LiveRoundTable, LiveSnapshot, LiveStakes, LiveStatus, LiveTable } from '../appsscript/contract';
import type { Lang } from '../engine/i18n/lang';
import { CUT_HEADER } from '../engine/shared/stakes/cutHeader';
import { STAKES_LABELS } from '../engine/shared/stakes/labels';
import { LIVE_WORDS, type LiveWords } from './words';

/** The page's language and words, and the snapshot's time zone: how everything the page writes is said. */
export interface Speech {
  lang: Lang;
  w: LiveWords;
  timeZone?: string;
}

export const speechOf = (lang: Lang, s?: LiveSnapshot | null): Speech => ({
  lang,
  w: LIVE_WORDS[lang] ?? LIVE_WORDS.en,
  timeZone: s?.timeZone,
});

/**
 * A cell as this page shows it: words (format 2) in the page's language, numbers in the reader's way, a share as a
 * percentage, a flag as a word, a stage by its name, a value with words (a power) in the page's language.
 */
export function cellText(sp: Speech, v: LiveCell, column: string, percent = false, terms?: LiveRoundTable['terms']): string {
  if (v !== null && typeof v === 'object') return v[sp.lang] ?? v.en;
  if (typeof v === 'boolean') return v ? sp.w.yes : '';
  if (typeof v === 'number' && percent) return `${v.toLocaleString(sp.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
  if (typeof v === 'number') return v.toLocaleString(sp.lang, { maximumFractionDigits: 2 });
  if (column === 'round' && stageName(sp, v)) return stageName(sp, v) as string;
  return terms?.[v]?.[sp.lang] ?? v;
}

/** Whether a column holds figures: a number written whole on one line, never broken inside itself. */
export const isFigure = (t: LiveTable, k: number) => t.rows.some((r) => typeof r[k] === 'number');

/** A column's name in the page's language: its own words, else the standings' words for it, else the header as published. */
export function headerText(sp: Speech, t: LiveTable, k: number): string {
  return sp.w.columns[t.columns[k]] ?? t.words?.[k]?.[sp.lang] ?? t.header[k];
}

/** A stage's name in the page's language, or undefined for a round that is no stage (`4`). */
const stageName = (sp: Speech, round: string): string | undefined => (sp.w.stages as Partial<Record<string, string>>)[round];

/** A round or stage by its name: `Round 4`, `Semi-final`, `Final · Third place`. */
export const roundName = (sp: Speech, r: string) =>
  r
    .split(' + ')
    .map((s) => stageName(sp, s) ?? sp.w.roundNow(s))
    .join(' · ');

export const statusText = (sp: Speech, v: LiveStatus) => STAKES_LABELS[v][sp.lang];
export const cutName = (sp: Speech, s: LiveStakes) => CUT_HEADER[sp.lang]({ size: s.cut, kind: s.kind ?? 'table' });

/** The day of a time in a time zone, to tell whether a publication is today's. */
const dayIn = (d: Date, lang: Lang, timeZone?: string) =>
  d.toLocaleDateString(lang, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * When something was published (SPEC §13.7.5): the time in the spreadsheet's time zone, with the date when it is not
 * today's there.
 */
export function timeText(sp: Speech, iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const zone = (() => {
    try {
      d.toLocaleTimeString(sp.lang, { timeZone: sp.timeZone });
      return sp.timeZone;
    } catch {
      return undefined; // a zone this browser does not know: its own
    }
  })();
  const time = d.toLocaleTimeString(sp.lang, { timeZone: zone, hour: '2-digit', minute: '2-digit' });
  if (dayIn(d, sp.lang, zone) === dayIn(now, sp.lang, zone)) return time;
  return `${d.toLocaleDateString(sp.lang, { timeZone: zone, day: 'numeric', month: 'short' })} ${time}`;
}

/** How far the standings go: `after round 3 · round 4: 10 of 30 tables scored`. */
export function afterText(sp: Speech, s: LiveSnapshot): string {
  if (!s.after) return '';
  const next = s.after.next;
  const kind = (['board', 'match'] as const).find((c) => s.round?.columns.includes(c)) ?? 'table';
  return [sp.w.after(String(s.after.round)), next ? sp.w.partly(String(next.round), next.scored, next.tables, kind) : '']
    .filter(Boolean)
    .join(' · ');
}
