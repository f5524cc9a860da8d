import type { Fraction } from '../shared/fraction';
import { finishingGroups, sharePlaces } from '../shared/ranking';
import { breaches, type Rule } from '../shared/rules';
import { tableSizeRule } from './recordRules';
import type { CatanSettings } from './settings';
import { VP_RANGE } from './victoryPoints';

/** Round points by finishing position (SPEC §2.2): the seed's, and the 5-3-1 of the German and Austrian championships. */
export const ROUND_POINTS: Record<CatanSettings['three'], Record<number, number[]>> = {
  '5-3-2': { 4: [5, 3, 2, 1], 3: [5, 3, 2] },
  '5-3-1': { 4: [5, 3, 2, 1], 3: [5, 3, 1] },
};

/** Only a player with this many VP may declare victory, and the exception needs two of them. */
export const DECLARE_AT = 10;

/** Game VP a player can have at all (SPEC §2.3). */
export const VP_RULE: Rule<number> = {
  breached: (vp) => !Number.isInteger(vp) || vp < VP_RANGE.min || vp > VP_RANGE.max,
  message: (vp) => `${vp} VP; a player scores ${VP_RANGE.min} to ${VP_RANGE.max} VP`,
};

export interface TablePlacing {
  place: number;
  roundPoints: Fraction;
}

export interface PlacedTable {
  placings: (TablePlacing | undefined)[];
  rowBreaches: string[][];
  groupBreaches: string[];
}

/**
 * Finishing positions and round points of one table: the declarer first when two or more players have 10+ VP,
 * the rest by VP; equal VP share their positions and split those positions' round points.
 */
export function placeTable(vps: number[], declared: boolean[], settings: CatanSettings): PlacedTable {
  const rowBreaches = vps.map((vp, i) => [
    ...breaches([VP_RULE], vp),
    ...(declared[i] && vp < DECLARE_AT ? [`declared victory with ${vp} VP; only a player with ${DECLARE_AT} VP or more can declare`] : []),
  ]);
  const eligible = vps.map((_, i) => i).filter((i) => vps[i] >= DECLARE_AT);
  const declarers = eligible.filter((i) => declared[i]);
  const groupBreaches = breaches([tableSizeRule], vps.length);
  if (eligible.length >= 2 && declarers.length !== 1)
    groupBreaches.push(
      `${eligible.length} players have ${DECLARE_AT} VP or more and ${declarers.length} ${declarers.length === 1 ? 'is' : 'are'} flagged as declaring victory; flag exactly one`,
    );
  if (groupBreaches.length || rowBreaches.some((b) => b.length)) return { placings: vps.map(() => undefined), rowBreaches, groupBreaches };

  const winner = eligible.length >= 2 ? declarers[0] : undefined;
  const order = (a: number, b: number) => Number(b === winner) - Number(a === winner) || vps[b] - vps[a];
  const placings: (TablePlacing | undefined)[] = [];
  for (const p of sharePlaces(
    finishingGroups(
      vps.map((_, i) => i),
      order,
    ),
    ROUND_POINTS[settings.three][vps.length],
  ))
    placings[p.item] = { place: p.place, roundPoints: p.points };
  return { placings, rowBreaches, groupBreaches };
}
