import type { PlayerRecord } from './record';

/** VP = S + 2·C + D + 2·[holds Largest Army] + 2·[holds Longest Road]. */
export function victoryPoints(r: PlayerRecord, holdsArmy: boolean, holdsRoad: boolean): number {
  return r.settlements + 2 * r.cities + r.vpcards + (holdsArmy ? 2 : 0) + (holdsRoad ? 2 : 0);
}

/** The most VP the rules allow a player (5 + 2·4 + 5 + 2 + 2) and the fewest (2 settlements). */
export const VP_RANGE = { min: 2, max: 22 };
