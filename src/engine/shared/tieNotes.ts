import type { Standings } from './game';

/**
 * Which rule put each player below the one above, in words ("" for the first, and where the first rule did): the
 * standings sheet's note on each rank and the terminal's Tie-break column (SPEC §5). A pair the final stage
 * separated names the stage (SPEC §12.9).
 * @example tieNotes(s)[3] // 'Level with Bo on round points, VP, VP %; placed below by name'
 */
export function tieNotes<T>(s: Standings<T>): string[] {
  return s.ranked.map((r, k) => {
    if (k === 0) return '';
    const above = s.ranked[k - 1];
    const name = s.name(above.item);
    if (r.shared && above.rank === r.rank) return `Level with ${name} on every tie-break: shared rank`;
    const step = s.chain.findIndex((c) => c.name === r.decidedBy);
    if (step < 0 && r.decidedBy) return `Placed below ${name} by ${r.decidedBy}`;
    if (step <= 0) return '';
    return `Level with ${name} on ${s.chain
      .slice(0, step)
      .map((c) => c.name)
      .join(', ')}; placed below by ${r.decidedBy}`;
  });
}
