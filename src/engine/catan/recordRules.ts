import type { Rule } from '../shared/rules';
import { COUNT_NOUNS, type Count, type PlayerRecord } from './record';

function between(count: Count, min: number, max = Infinity): Rule<PlayerRecord> {
  const noun = COUNT_NOUNS[count];
  return {
    breached: (r) => r[count] < min || r[count] > max,
    message: (r) => `${r[count]} ${noun}; a player has ${r[count] < min ? `at least ${min}` : `at most ${max}`}`,
  };
}

/** One player's record. */
export const PLAYER_RULES: Rule<PlayerRecord>[] = [
  between('settlements', 0, 5),
  between('cities', 0, 4),
  {
    breached: (r) => r.cities === 0 && r.settlements < 2,
    message: (r) => `${r.settlements} settlements and no city; a player with no city has at least 2 settlements`,
  },
  between('vpcards', 0, 5),
  between('knights', 0),
  between('roads', 2, 15),
  between('longest', 0),
  {
    breached: (r) => r.longest > r.roads,
    message: (r) => `longest road ${r.longest} with ${r.roads} roads built; the longest road cannot exceed the roads built`,
  },
];

/** A limit on the sum of one count over the whole table. */
function atMostAtTable(noun: string, max: number): Rule<number[]> {
  const total = (values: number[]) => values.reduce((sum, v) => sum + v, 0);
  return {
    breached: (values) => total(values) > max,
    message: (values) => `${total(values)} ${noun} at the table; at most ${max} at the whole table`,
  };
}

export const VP_CARDS_AT_TABLE = atMostAtTable('VP cards', 5);
export const KNIGHTS_AT_TABLE = atMostAtTable('knights played', 14);

/** A table rule over one count, applied to the table's records. */
const onCount = (count: Count, rule: Rule<number[]>): Rule<PlayerRecord[]> => ({
  breached: (t) => rule.breached(t.map((r) => r[count])),
  message: (t) => rule.message(t.map((r) => r[count])),
});

/** The whole table's records together. */
export const TABLE_RULES: Rule<PlayerRecord[]>[] = [onCount('vpcards', VP_CARDS_AT_TABLE), onCount('knights', KNIGHTS_AT_TABLE)];

export const TABLE_SIZES = [3, 4];

export const tableSizeRule: Rule<number> = {
  breached: (players) => !TABLE_SIZES.includes(players),
  message: (players) => `${players} player${players === 1 ? '' : 's'} at the table; a table has 3 or 4 players`,
};
