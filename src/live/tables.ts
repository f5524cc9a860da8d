import type { LiveRoundTable, LiveSnapshot, LiveTable } from '../appsscript/contract';
import { fold } from '../engine/shared/text';
import { cellText, headerText, roundName, type Speech } from './speech';

// A round as the page reads it: its tables (a doubler at two of them), a bye, where each player sits, in words.

type Row = LiveRoundTable['rows'][number];

/** A table or board of a round, with its rows in order. */
export interface Group {
  /** The round or stage it belongs to (`4`, `F`). */
  round: string;
  id: string;
  rows: Row[];
  bye: boolean;
  unscored: boolean;
}

export const column = (t: LiveTable, id: string) => t.columns.indexOf(id);

/** The tables of a round, in their order, each with its rows. */
export function groupsOf(r: LiveRoundTable): Group[] {
  const at = column(r, GROUP_COLUMNS.find((c) => r.columns.includes(c)) ?? 'table');
  const round = column(r, 'round');
  const out: Group[] = [];
  for (const row of r.rows) {
    const id = String(row[at]);
    const of = round >= 0 ? String(row[round]) : r.round;
    const last = out[out.length - 1];
    // a bye is one player's: a bracket's first stage lists one for each of its top seeds (docs/formats.md#brackets)
    if (last && last.id === id && last.round === of && !last.bye) last.rows.push(row);
    else out.push({ round: of, id, rows: [row], bye: Boolean(r.byes?.includes(id)), unscored: r.unscored.includes(id) });
  }
  return out;
}

/** The columns a round's tables are named by: a Diplomacy board, a league's match, else a table. */
const GROUP_COLUMNS = ['board', 'match', 'table'] as const;

/** `Table 3`, `Board 3`, `Match 3`, or the word for a bye. */
export const groupWord = (sp: Speech, r: LiveRoundTable, g: Pick<Group, 'id' | 'bye'>) =>
  g.bye ? sp.w.bye : sp.w[GROUP_COLUMNS.find((c) => r.columns.includes(c)) ?? 'table'](g.id);

/** The columns that say where a player sits: seat, power or starts. */
const SEAT_COLUMNS = ['seat', 'power', 'starts'];

/** Seat, power or starts in words: `Seat 3`, `Francia`, `Starts`. */
export function seatWords(sp: Speech, r: LiveRoundTable, row: Row): string[] {
  return SEAT_COLUMNS.filter((c) => r.columns.includes(c)).flatMap((c) => {
    const k = column(r, c);
    const v = row[k];
    if (v === '' || v === false) return [];
    if (c === 'seat') return [`${headerText(sp, r, k)} ${cellText(sp, v, c)}`];
    return [c === 'starts' ? headerText(sp, r, k) : cellText(sp, v, c, false, r.terms)];
  });
}

/** Where a player sits at a table: `Table 12 · Seat 3`, `Board 2 · Francia`, `Bye`. */
export function whereText(sp: Speech, r: LiveRoundTable, g: Group, row: Row): string {
  const stage = r.round.includes(' + ') ? `${roundName(sp, g.round)} · ` : '';
  return [`${stage}${groupWord(sp, r, g)}`, ...seatWords(sp, r, row)].join(' · ');
}

/** The round by player name, alphabetical (a doubler once per board): where each player sits. */
export function byName(sp: Speech, r: LiveRoundTable): { name: string; where: string }[] {
  const p = column(r, 'player');
  const rows: { name: string; where: string }[] = [];
  for (const g of groupsOf(r)) for (const row of g.rows) rows.push({ name: String(row[p]), where: whereText(sp, r, g, row) });
  return rows.sort((a, b) => fold(a.name).localeCompare(fold(b.name)) || a.where.localeCompare(b.where));
}

/** Everyone the snapshot names: the standings' players and the round's. */
export function playersOf(s: LiveSnapshot): string[] {
  const names = new Set<string>();
  for (const t of [s.standings, s.round]) {
    const p = t ? column(t, 'player') : -1;
    if (t && p >= 0) for (const row of t.rows) names.add(String(row[p]));
  }
  return [...names];
}

/** A stage's tables, each with its players in their seating order and its winner once scored. */
export function stageTables(st: LiveRoundTable): { group: Group; winner?: string }[] {
  return groupsOf(st).map((group) => ({ group, winner: st.winners?.[group.id] }));
}
