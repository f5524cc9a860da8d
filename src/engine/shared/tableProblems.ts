import type { Problem } from '../i18n/errors';
import type { Text } from '../i18n/message';
import { type ColumnSpec, columnPlace, type HeaderTable } from './headerTable';
import { Breach, PodiumError } from './problems';

/** The problems found in a header-driven range, each at its row and column, gathered so that all are reported. */
export class TableProblems<K extends string> {
  readonly found: Problem[] = [];
  /** The rows with a problem, so that asking of one row does not scan every problem. */
  private readonly rows = new Set<number>();

  constructor(
    private readonly specs: readonly ColumnSpec<K>[],
    private readonly table: Pick<HeaderTable<K>, 'columns' | 'named'>,
  ) {}

  /** The column as a message names it: its header as the range writes it, or its label (docs/languages.md). */
  header(key: K): Text {
    return this.table.named(key);
  }

  at(row: number, key: K, message: Text, group?: Text): void {
    const english = this.specs.find((c) => c.key === key)?.names[0] ?? key;
    this.found.push({ row, ...columnPlace(this.table, key, english), group, message });
    this.rows.add(row);
  }

  /** A problem of a whole row, at no one column. */
  atRow(row: number, message: Text, group?: Text): void {
    this.found.push({ row, group, message });
    this.rows.add(row);
  }

  /** Reads one cell; a breach becomes a problem at that cell and the value is undefined. */
  read<T>(row: number, key: K, reader: () => T, group?: Text): T | undefined {
    try {
      return reader();
    } catch (e) {
      if (!(e instanceof Breach)) throw e;
      this.at(row, key, e.said, group);
      return undefined;
    }
  }

  onRow(row: number): boolean {
    return this.rows.has(row);
  }

  throwIfAny(fn: string): void {
    if (this.found.length)
      throw new PodiumError(
        fn,
        [...this.found].sort((a, b) => (a.row ?? 0) - (b.row ?? 0)),
      );
  }
}
