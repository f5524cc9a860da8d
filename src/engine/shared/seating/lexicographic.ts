import { fail } from '../problems';
import { say } from './messages';

/** The most a weighted total may reach: below 2⁵³ with room for the sums of a search's moves. */
const EXACT = 2 ** 50;

/**
 * Costs minimised in order (docs/seating.md) folded into one whole number: each level is weighted above the largest total
 * every level below it can reach, so comparing the sums compares the levels one by one. Exact while the weighted
 * total stays below 2⁵³; a field of `players` where it would not is refused, the limit named.
 */
export function levelWeights(fn: string, largestTotals: readonly number[], players: number): number[] {
  const weights = Array<number>(largestTotals.length).fill(1);
  let below = 0; // the largest weighted total of the levels below this one
  for (let k = largestTotals.length - 1; k >= 0; k--) {
    weights[k] = below + 1;
    below += weights[k] * largestTotals[k];
  }
  if (below >= EXACT) fail(fn, { message: say('fieldTooLargeToWeigh', { players, limit: String(EXACT) }) });
  return weights;
}
