import { englishOf, type Problem } from '../i18n/errors';
import type { Text } from '../i18n/message';
import type { GroupKind } from './groupKind';
import { type Group, groupLabel, groupRows } from './groups';
import { Breach, PodiumError } from './problems';
import type { RowArgs } from './rowArgs';

/** What scoring one table or board found: a value per row, and what is wrong with single rows or the whole group. */
export interface GroupVerdict<O> {
  values: (O | undefined)[];
  rowBreaches?: Text[][];
  groupBreaches?: Text[];
}

/** Several breaches of one row, found while reading its cells. */
export class Breaches extends Error {
  constructor(readonly messages: Text[]) {
    super(messages.map(englishOf).join('; '));
    this.name = 'Breaches';
  }
}

/** The rule breaches an error stands for, or undefined when it is not a breach (a bug, which must go on up). */
export function breachMessages(e: unknown): Text[] | undefined {
  return e instanceof Breaches ? e.messages : e instanceof Breach ? [e.said] : undefined;
}

/** How to read each field of a row's record, given the row. */
export type FieldReaders<T> = { [K in keyof T]: (i: number) => T[K] };

/**
 * A reader of whole records: every field of row i, each field's breach collected instead of stopping at the first.
 * The readers are made once per call, not once per row.
 */
export function readFields<T>(readers: FieldReaders<T>): (i: number) => T {
  const keys = Object.keys(readers) as (keyof T)[];
  return (i) => {
    const record = {} as T;
    let found: Text[] | undefined;
    for (const key of keys) {
      try {
        record[key] = readers[key](i);
      } catch (e) {
        if (!(e instanceof Breach)) throw e;
        if (found) found.push(e.said);
        else found = [e.said];
      }
    }
    if (found) throw new Breaches(found);
    return record;
  };
}

export interface GroupScoring<R, O> {
  /** The argument whose blank rows come back blank. */
  first: string;
  /** The id argument (table, board) and how groups are called in messages. */
  idArg: string;
  label: GroupKind;
  read(i: number): R;
  score(rows: R[], group: Group): GroupVerdict<O>;
}

export interface GroupScores<O> {
  /** Per row: the value, or undefined for blank rows and rows that could not be scored. */
  values: (O | undefined)[];
  /** Per row: its own breaches and those of its group. */
  breaches: Text[][];
  problems: Problem[];
}

/** Reads every filled row, groups them by id, scores each group, and gathers every problem with its row and group. */
export function scoreByGroup<R, O>(args: RowArgs, spec: GroupScoring<R, O>): GroupScores<O> {
  const values: (O | undefined)[] = Array(args.length).fill(undefined);
  const breaches: Text[][] = args.indices().map(() => []);
  const problems: Problem[] = [];
  const filled = args.indices().filter((i) => !args.isBlank(spec.first, i));
  const { groups, problems: idProblems } = groupRows(filled, (i) => args.cell(spec.idArg, i), spec.label);
  for (const p of idProblems) breaches[(p.row as number) - 1].push(p.message);
  for (const p of idProblems) problems.push(p);

  for (const group of groups) {
    const where = groupLabel(spec.label, group.id);
    const rows = readGroup(spec, group, where, breaches, problems);
    if (!rows) continue;
    const verdict = spec.score(rows, group);
    group.indices.forEach((i, k) => {
      values[i] = verdict.values[k];
      const own = verdict.rowBreaches?.[k] ?? [];
      breaches[i].push(...own, ...(verdict.groupBreaches ?? []));
      problems.push(...own.map((message) => ({ row: i + 1, group: where, message })));
    });
    for (const message of verdict.groupBreaches ?? []) problems.push({ row: group.indices[0] + 1, group: where, message });
  }
  return { values, breaches, problems };
}

/** A group's rows read, or undefined when one could not be: its breaches are the row's, each a problem at its row. */
function readGroup<R, O>(
  spec: GroupScoring<R, O>,
  group: Group,
  where: Text | undefined,
  breaches: Text[][],
  problems: Problem[],
): R[] | undefined {
  const rows: R[] = [];
  for (const i of group.indices) {
    try {
      rows.push(spec.read(i));
    } catch (e) {
      const found = breachMessages(e);
      if (!found) throw e;
      breaches[i].push(...found);
      problems.push(...found.map((message) => ({ row: i + 1, group: where, message })));
    }
  }
  return rows.length === group.indices.length ? rows : undefined;
}

/** The per-row answers of a custom function: blank rows blank, and any problem thrown with all the others. */
export function answersOrThrow<O>(fn: string, scores: GroupScores<O>): (O | '')[] {
  if (scores.problems.length)
    throw new PodiumError(
      fn,
      scores.problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)),
    );
  return scores.values.map((v) => (v === undefined ? '' : v));
}
