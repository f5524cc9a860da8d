import type { Rule } from '../shared/rules';
import { say } from './messages';
import type { Count, PlayerRecord } from './record';

function between(count: Count, min: number, max = Infinity): Rule<PlayerRecord> {
  return {
    breached: (r) => r[count] < min || r[count] > max,
    message: (r) =>
      r[count] < min
        ? say('countBelow', { what: count, value: r[count], least: min })
        : say('countAbove', { what: count, value: r[count], most: max }),
  };
}

/** One player's record. */
export const PLAYER_RULES: Rule<PlayerRecord>[] = [
  between('settlements', 0, 5),
  between('cities', 0, 4),
  {
    breached: (r) => r.cities === 0 && r.settlements < 2,
    message: (r) => say('noCityFewSettlements', { settlements: r.settlements }),
  },
  between('vpcards', 0, 5),
  between('knights', 0),
  between('roads', 2, 15),
  between('longest', 0),
  {
    breached: (r) => r.longest > r.roads,
    message: (r) => say('longestOverRoads', { longest: r.longest, roads: r.roads }),
  },
];

/** A limit on the sum of one count over the whole table. */
function atMostAtTable(what: Count, max: number): Rule<number[]> {
  const total = (values: number[]) => values.reduce((sum, v) => sum + v, 0);
  return {
    breached: (values) => total(values) > max,
    message: (values) => say('tableTotal', { what, total: total(values), most: max }),
  };
}

export const VP_CARDS_AT_TABLE = atMostAtTable('vpcards', 5);
export const KNIGHTS_AT_TABLE = atMostAtTable('knights', 14);

/** A table rule over one count, applied to the table's records. */
const onCount = (count: Count, rule: Rule<number[]>): Rule<PlayerRecord[]> => ({
  breached: (t) => rule.breached(t.map((r) => r[count])),
  message: (t, c) =>
    rule.message(
      t.map((r) => r[count]),
      c,
    ),
});

/** The whole table's records together. */
export const TABLE_RULES: Rule<PlayerRecord[]>[] = [onCount('vpcards', VP_CARDS_AT_TABLE), onCount('knights', KNIGHTS_AT_TABLE)];

export const TABLE_SIZES = [3, 4];

export const tableSizeRule: Rule<number> = {
  breached: (players) => !TABLE_SIZES.includes(players),
  message: (players) => say('tableSize', { players }),
};
