import type { GroupVerdict } from '../shared/groupScoring';
import { breaches } from '../shared/rules';
import { awardHolder, LARGEST_ARMY, LONGEST_ROAD } from './awards';
import type { PlayerRecord } from './record';
import { PLAYER_RULES, TABLE_RULES, tableSizeRule } from './recordRules';
import { victoryPoints } from './victoryPoints';

export interface TableScore {
  vp: number;
  holdsArmy: boolean;
  holdsRoad: boolean;
}

/** Every rule of docs/catan.md#a-players-pieces over one table, and each player's VP with the awards settled. */
export function scoreTable(records: PlayerRecord[]): GroupVerdict<TableScore> {
  const army = awardHolder(
    LARGEST_ARMY,
    records.map((r) => r.knights),
    records.map((r) => r.firstarmy),
  );
  const road = awardHolder(
    LONGEST_ROAD,
    records.map((r) => r.longest),
    records.map((r) => r.firstroad),
  );
  const rowBreaches = records.map((r, i) => [...breaches(PLAYER_RULES, r), ...army.rowBreaches[i], ...road.rowBreaches[i]]);
  const groupBreaches = [
    ...breaches([tableSizeRule], records.length),
    ...breaches(TABLE_RULES, records),
    ...army.tableBreaches,
    ...road.tableBreaches,
  ];
  const valid = groupBreaches.length === 0 && rowBreaches.every((b) => b.length === 0);
  const values = records.map((r, i) => {
    const holdsArmy = army.holder === i;
    const holdsRoad = road.holder === i;
    return valid ? { vp: victoryPoints(r, holdsArmy, holdsRoad), holdsArmy, holdsRoad } : undefined;
  });
  return { values, rowBreaches, groupBreaches };
}
