/**
 * Costs minimised in order (docs/seating.md) folded into one whole number: each level is weighted above the largest total
 * every level below it can reach, so comparing the sums compares the levels one by one. Exact while the weighted
 * total stays below 2⁵³; `weights` refuses a field where it would not.
 */
export function levelWeights(fn: string, largestTotals: readonly number[]): number[] {
  const weights = Array<number>(largestTotals.length).fill(1);
  let below = 0; // the largest weighted total of the levels below this one
  for (let k = largestTotals.length - 1; k >= 0; k--) {
    weights[k] = below + 1;
    below += weights[k] * largestTotals[k];
  }
  if (below >= 2 ** 50) throw new Error(`${fn}: the field is too large to weigh its seating costs exactly`);
  return weights;
}
