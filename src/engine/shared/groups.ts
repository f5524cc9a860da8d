import { clip, type Problem } from '../i18n/errors';
import type { Said } from '../i18n/message';
import { type Cell, isBlank } from './cells';
import type { GroupKind } from './groupKind';
import { say } from './messages';

export interface Group {
  /** The id as trimmed text, or undefined when the call has no ids (the whole range is one group). */
  id: string | undefined;
  /** 0-based indices of the group's rows, in range order. */
  indices: number[];
}

export function idText(value: Cell): string {
  return String(value).trim();
}

/**
 * Rows with equal ids (as trimmed text: 1 = "1") form one group wherever they sit. `rows` are the filled rows;
 * a blank id among rows that have ids is a problem.
 */
export function groupRows(rows: number[], idOf: (i: number) => Cell, label: GroupKind): { groups: Group[]; problems: Problem[] } {
  // no filled row, no group: a column typed before any data comes back blank (docs/conventions.md), not as a table of 0
  if (!rows.length) return { groups: [], problems: [] };
  const hasIds = rows.some((i) => !isBlank(idOf(i)));
  if (!hasIds) return { groups: [{ id: undefined, indices: rows }], problems: [] };
  const byId = new Map<string, number[]>();
  const problems: Problem[] = [];
  for (const i of rows) {
    if (isBlank(idOf(i))) {
      problems.push({ row: i + 1, column: label, message: say('blankGroupId', { kind: label }) });
      continue;
    }
    const id = idText(idOf(i));
    const group = byId.get(id);
    if (group) group.push(i);
    else byId.set(id, [i]);
  }
  return { groups: [...byId].map(([id, indices]) => ({ id, indices })), problems };
}

export function groupLabel(label: GroupKind, id: string | undefined): Said | undefined {
  return id === undefined ? undefined : say(label === 'table' ? 'atTable' : 'atBoard', { id: clip(id) });
}
