/**
 * Every finishing pattern of a table of `n` players, ties included (docs/stakes.md#what-is-exact): each pattern gives
 * each player a level, 0 for the best group, the levels used running from 0 without a gap. A table of 2 has 3 (a
 * win either way or an equal score), of 3 has 13, of 4 has 75: the ordered Bell (Fubini) numbers.
 */
export function finishingPatterns(n: number): number[][] {
  const patterns: number[][] = [];
  const levels: number[] = Array(n).fill(0);
  const visit = (i: number) => {
    if (i === n) {
      // a pattern without a gap: the levels used are exactly 0..k−1
      const used = new Set(levels);
      if (Math.max(...levels) === used.size - 1) patterns.push([...levels]);
      return;
    }
    for (let level = 0; level < n; level++) {
      levels[i] = level;
      visit(i + 1);
    }
  };
  visit(0);
  return patterns;
}
