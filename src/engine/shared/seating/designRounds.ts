import { compareNames } from '../text';
import { completeRounds, partitionKey } from './affine';
import { tablesOf4Design } from './designs';
import type { Field } from './field';

/**
 * The rounds of a known repeat-free design (designs.ts) that this field has not played yet, as seatings the search is
 * offered first (docs/seating.md, Known optima). The players take the design's labels from the field's first complete round:
 * its tables, in the results' order, are the design's first round, the players at each by name. An unchanged field
 * that Podium seated from the design then finds its next round among these, free of repeats; a changed field (a
 * drop, a newcomer, a round seated by hand) is offered them too, and the search weighs them with the rest. A round is
 * laid out so that players with a fixed table sit at it, and left out where they cannot (two of them at one table of
 * the design but fixed at different tables).
 */
export function designSeatings(field: Field, sizes: readonly number[], pinned: readonly (number | undefined)[]): number[][][] {
  const n = field.names.length;
  if (sizes.some((s) => s !== 4) || field.games.some((g) => g !== 1)) return [];
  const design = tablesOf4Design(n);
  const rounds = design ? completeRounds(field, 4) : [];
  if (!design || !rounds.length) return [];
  const byName = (a: number, b: number) => compareNames(field.names[a], field.names[b]);
  const label = Array<number>(n);
  rounds[0].tables.forEach((table, t) => {
    const labels = [...design[0][t]].sort((a, b) => a - b);
    [...table].sort(byName).forEach((p, k) => {
      label[p] = labels[k];
    });
  });
  const player = Array<number>(n);
  label.forEach((l, p) => {
    player[l] = p;
  });
  const played = new Set(rounds.map((r) => partitionKey(r.tables.map((t) => t.map((p) => label[p])))));
  return design
    .filter((round) => !played.has(partitionKey(round)))
    .map((round) =>
      laidOut(
        round.map((t) => t.map((l) => player[l])),
        pinned,
      ),
    )
    .filter((round): round is number[][] => round !== undefined);
}

/** The round's tables in an order that seats every player with a fixed table at it, or undefined when none can. */
function laidOut(tables: number[][], pinned: readonly (number | undefined)[]): number[][] | undefined {
  const at: (number[] | undefined)[] = tables.map(() => undefined);
  const rest: number[][] = [];
  for (const table of tables) {
    const pins = new Set(table.map((p) => pinned[p]).filter((t): t is number => t !== undefined));
    if (pins.size > 1) return undefined;
    const [t] = [...pins];
    if (t === undefined) rest.push(table);
    else if (at[t]) return undefined;
    else at[t] = table;
  }
  return at.map((table) => table ?? (rest.shift() as number[]));
}
