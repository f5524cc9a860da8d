import fc from 'fast-check';
import { chooseStarters } from './starters';

const [a, b, c, d] = [0, 1, 2, 3];

/**
 * The most tables, over all rounds, that can be given a starter who stays within the shares (each table one of its
 * players, or none), by trying every choice; `fixed` pins this round's starters.
 */
function mostStarted(rounds: number[][][], shares: number[], started: (p: number) => number, fixed?: number[]): number {
  const tables = rounds.flatMap((r, j) => r.map((members, t) => ({ j, members: j === 0 && fixed ? [fixed[t]] : members })));
  const count = new Map<number, number>();
  const visit = (k: number): number => {
    if (k === tables.length) return 0;
    let best = visit(k + 1); // nobody within the share starts here
    for (const p of tables[k].members) {
      const now = (count.get(p) ?? started(p)) + 1;
      // within every share from this round on (the shares only grow, so the first is the tightest)
      if (now > shares[tables[k].j]) continue;
      count.set(p, now);
      best = Math.max(best, 1 + visit(k + 1));
      count.set(p, now - 1);
    }
    return best;
  };
  return visit(0);
}

describe('chooseStarters (docs/seating.md, level 4: who starts, looking ahead)', () => {
  it('passes over a first candidate who has already started the share', () => {
    // a and b started once, c and d not yet, and the share is 1 this round: a and b would go over it
    expect(
      chooseStarters(
        [
          [
            [a, c],
            [b, d],
          ],
          [
            [a, c],
            [b, d],
          ],
        ],
        [1, 2],
        (p) => (p === a || p === b ? 1 : 0),
      ),
    ).toEqual([c, d]);
  });

  it('looks past the first choice: the greedy starter would leave a planned table with nobody under the share', () => {
    // this round: [a, b] and [c, d], everyone started once, share 2. The next round seats a with c and b with d, share
    // 2 still: whoever starts now cannot start there. a and c starting now would leave [a, c] without a starter.
    const rounds = [
      [
        [a, b],
        [c, d],
      ],
      [
        [a, c],
        [b, d],
      ],
    ];
    const starters = chooseStarters(rounds, [2, 2], () => 1);
    expect(starters[0]).toBe(a); // the first candidate where it costs nothing
    expect(starters[1]).toBe(d); // c would leave [a, c] without a starter
  });

  it('keeps as many tables startable as any choice could, and picks each starter among its table', () => {
    const instance = fc
      .record({
        order: fc.array(fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6, maxLength: 6 }), { minLength: 2, maxLength: 3 }),
        started: fc.array(fc.nat(2), { minLength: 6, maxLength: 6 }),
        shares: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
      })
      .map(({ order, started, shares }) => ({
        // two tables of 3 a round; the shares never shrink
        rounds: order.map((o) => [o.slice(0, 3), o.slice(3)]),
        started,
        shares: shares.map((_, j) => Math.max(...shares.slice(0, j + 1))).slice(0, order.length),
      }));
    fc.assert(
      fc.property(instance, ({ rounds, started, shares }) => {
        const starters = chooseStarters(rounds, shares, (p) => started[p]);
        expect(starters.map((p, t) => rounds[0][t].includes(p))).toEqual([true, true]);
        expect(mostStarted(rounds, shares, (p) => started[p], starters)).toBe(mostStarted(rounds, shares, (p) => started[p]));
      }),
    );
  });
});
