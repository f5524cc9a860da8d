import { Rule } from '../shared/rules';
import { COUNT_NOUNS, Count, PlayerRecord } from './record';

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

function tableTotal(count: Count, max: number, noun: string): Rule<PlayerRecord[]> {
  const total = (t: PlayerRecord[]) => t.reduce((sum, r) => sum + r[count], 0);
  return {
    breached: (t) => total(t) > max,
    message: (t) => `${total(t)} ${noun} at the table; at most ${max} at the whole table`,
  };
}

/** The whole table's records together. */
export const TABLE_RULES: Rule<PlayerRecord[]>[] = [tableTotal('vpcards', 5, 'VP cards'), tableTotal('knights', 14, 'knights played')];

export const TABLE_SIZES = [3, 4];

export const tableSizeRule: Rule<number> = {
  breached: (players) => !TABLE_SIZES.includes(players),
  message: (players) => `${players} player${players === 1 ? '' : 's'} at the table; a table has 3 or 4 players`,
};
