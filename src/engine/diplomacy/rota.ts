import { cheapestMatching } from '../shared/seating/matching';

/**
 * Boards on which every power is played once, by the players whose turn it is (docs/seating.md: no repeated power): each
 * player's power moves one step a round (the power after the one of their first round), so a board that holds one
 * player of each step gives everybody the next power they have not played. The boards are filled one power at a time,
 * each power's players matched to the boards at the least cost of meeting those already there (`pair`). Offered to the
 * search as a start, which keeps it only if no seating meets fewer again. Undefined unless each power has exactly one
 * player per board.
 *
 * @example
 * // 14 players whose turns are p % 7, on two boards; players 0 and 1 met before, and 7 and 8
 * rotaBoards([0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6], 2, (a, b) => (a + b === 1 || a + b === 15 ? 1 : 0))
 * // → two boards, each with one player of each turn, 0 with 8 and 7 with 1: nobody meets again
 */
export function rotaBoards(
  turn: readonly (number | undefined)[],
  boards: number,
  pair: (a: number, b: number) => number,
): number[][] | undefined {
  const byPower = Array.from({ length: 7 }, () => [] as number[]);
  for (const [player, k] of turn.entries()) {
    if (k === undefined) return undefined;
    byPower[k].push(player);
  }
  if (byPower.some((players) => players.length !== boards)) return undefined;
  const seated = Array.from({ length: boards }, () => [] as number[]);
  const cost = (p: number, members: readonly number[]) => members.reduce((sum, m) => sum + pair(p, m), 0);
  for (const players of byPower) {
    if (boards > MATCHED_UP_TO) {
      // many boards: each player to the cheapest board this power has not filled yet (boards² costs a power)
      const open = new Set(seated.keys());
      for (const p of players) {
        // the first cheapest board: each board's cost once, and no further once one costs nothing (costs are ≥ 0)
        let choice = -1;
        let least = Infinity;
        for (const b of open) {
          const c = cost(p, seated[b]);
          if (c < least) [choice, least] = [b, c];
          if (least === 0) break;
        }
        seated[choice].push(p);
        open.delete(choice);
      }
      continue;
    }
    // vertices: the players 0…boards−1, then the boards
    const edges = players.flatMap((p, i) => seated.map((members, b): [number, number, number] => [i, boards + b, cost(p, members)]));
    const mate = cheapestMatching(2 * boards, edges);
    players.forEach((p, i) => {
      seated[mate[i] - boards].push(p);
    });
  }
  return climbed(seated, pair);
}

/** Up to this many boards (700 players) each power is matched to the boards exactly; beyond, greedily. */
const MATCHED_UP_TO = 100;

/** Swaps of two players of one power (the k-th of their boards) between boards while a swap meets fewer again. */
function climbed(seated: number[][], pair: (a: number, b: number) => number): number[][] {
  const cost = (p: number, members: readonly number[], without: number) =>
    members.reduce((sum, m) => (m === p || m === without ? sum : sum + pair(p, m)), 0);
  for (let pass = 0, improved = true; improved && pass < 20; pass++) {
    improved = false;
    for (let k = 0; k < 7; k++)
      for (let a = 0; a < seated.length; a++)
        for (let b = 0; b < seated.length; b++) {
          if (b === a) continue;
          const [p, q] = [seated[a][k], seated[b][k]];
          const own = cost(p, seated[a], p);
          if (own === 0) break; // nothing to gain for p: the climb stays linear in the boards when most meet nobody
          const before = own + cost(q, seated[b], q);
          const after = cost(p, seated[b], q) + cost(q, seated[a], p);
          if (after < before) {
            seated[a][k] = q;
            seated[b][k] = p;
            improved = true;
          }
        }
  }
  return seated;
}
