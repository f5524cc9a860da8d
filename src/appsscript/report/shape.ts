import { isLang, type Lang } from '../../engine/i18n/lang';
import { REPORT_LIMITS, type ReportCell, type ReportRequest, type ReportValues } from '../reportContract';

// The first check of a sending (SPEC §15.5): its shape and size, before anything is read. A visitor can send any value
// google.script.run carries (objects, arrays, text of any length); only a plain object of known keys, within 2 KB,
// goes further. A key such as `__proto__` or `constructor` is an unknown word like any other: the keys are compared
// with a list before any of them is read.

const KEYS: ReadonlySet<string> = new Set(['t', 'round', 'table', 'player', 'pin', 'result', 'note', 'nonce', 'lang']);
const MOST_SEATS = 12;
const MOST_FIELDS = 8;

/**
 * Whether a value takes at most `budget` characters as JSON, counted as far as needed and no further: a 3 MB text
 * or a deep array is refused after reading at most the budget's worth of it.
 */
function within(value: unknown, budget: number, depth = 0): number {
  if (budget < 0 || depth > 4) return -1;
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return budget - 6;
  if (typeof value === 'string') return value.length > budget ? -1 : budget - value.length - 2;
  if (Array.isArray(value))
    return value.length > budget
      ? -1
      : withinAll(
          value.map((v) => ['', v] as const),
          budget,
          depth,
        );
  if (typeof value !== 'object') return -1;
  const keys = Object.keys(value as object);
  return keys.length > 16
    ? -1
    : withinAll(
        keys.map((k) => [k, (value as Record<string, unknown>)[k]] as const),
        budget,
        depth,
      );
}

/** The entries of an array or object, counted one after the other until the budget runs out. */
function withinAll(entries: readonly (readonly [string, unknown])[], budget: number, depth: number): number {
  let left = budget - 2;
  for (const [k, v] of entries) {
    if (left < 0) break;
    left = within(v, left - k.length - 4, depth + 1);
  }
  return left;
}

const cellOk = (v: unknown): v is ReportCell => v === null || typeof v === 'boolean' || typeof v === 'number';
const rowOk = (v: unknown): v is ReportCell[] => Array.isArray(v) && v.length <= MOST_FIELDS && v.every(cellOk);

function valuesOf(v: unknown): ReportValues | 'confirm' | 'dispute' | undefined {
  if (v === 'confirm' || v === 'dispute') return v;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const keys = Object.keys(v);
  if (!keys.every((k) => k === 'each' || k === 'table')) return undefined;
  const { each, table } = v as { each?: unknown; table?: unknown };
  if (!Array.isArray(each) || each.length > MOST_SEATS || !each.every(rowOk)) return undefined;
  const whole = table === undefined ? [] : table;
  if (!rowOk(whole)) return undefined;
  return { each: each.map((r) => [...r]), table: [...whole] };
}

/** Control characters and the like taken out of a note, its spaces collapsed (SPEC §15.1: a note is shown as text). */
export const cleanNote = (note: string) =>
  note
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export type Shaped =
  | { ok: true; request: ReportRequest & { note: string } }
  | { ok: false; lang: Lang; pinShape?: true; noteTooLong?: true };

/** A sending as Podium reads it, or why it cannot be read; nothing but the sending itself is read. */
export function shapeOf(request: unknown): Shaped {
  if (request === null || typeof request !== 'object' || Array.isArray(request)) return { ok: false, lang: 'en' };
  const keys = Object.keys(request);
  if (!keys.every((k) => KEYS.has(k))) return { ok: false, lang: 'en' };
  if (within(request, REPORT_LIMITS.requestBytes) < 0) return { ok: false, lang: 'en' };
  const r = request as Record<string, unknown>;
  const lang: Lang = isLang(r.lang) ? r.lang : 'en';
  const table = typeof r.table === 'number' ? String(r.table) : r.table;
  const result = valuesOf(r.result);
  const fine =
    typeof r.t === 'string' &&
    /^\d{1,12}$/.test(r.t) &&
    typeof r.round === 'string' &&
    /^[\p{L}\p{N} +]{1,16}$/u.test(r.round) &&
    typeof table === 'string' &&
    /^[\p{L}\p{N} _-]{1,24}$/u.test(table) &&
    Number.isInteger(r.player) &&
    (r.player as number) >= 0 &&
    (r.player as number) < MOST_SEATS &&
    typeof r.pin === 'string' &&
    result !== undefined &&
    (r.note === undefined || typeof r.note === 'string') &&
    typeof r.nonce === 'string' &&
    /^[A-Za-z0-9_-]{8,64}$/.test(r.nonce) &&
    (r.lang === undefined || isLang(r.lang));
  if (!fine) return { ok: false, lang };
  if (!/^\d{6}$/.test(r.pin as string)) return { ok: false, lang, pinShape: true };
  const note = cleanNote((r.note as string | undefined) ?? '');
  if ([...note].length > REPORT_LIMITS.noteChars) return { ok: false, lang, noteTooLong: true };
  return {
    ok: true,
    request: {
      t: r.t as string,
      round: r.round as string,
      table: table as string,
      player: r.player as number,
      pin: r.pin as string,
      result,
      note,
      nonce: r.nonce as string,
      lang,
    },
  };
}
