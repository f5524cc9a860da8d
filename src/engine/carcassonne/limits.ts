import { Breach } from '../shared/problems';
import { FEATURE_NAMES, type Feature, type Modifiers } from './modifiers';

/** What the scorekeeper counted on the feature, as the bounds need it. */
interface Counted {
  tiles: number;
  cities: number;
}

/**
 * Counts bounded by what fits on the table (SPEC §4.6): each token's most, given the feature's counts, and why.
 * A feature's own counts (tiles around a monastery, a castle's spaces) are bounded where the feature is scored.
 */
export const TOKEN_BOUNDS: { token: string; feature: Feature; most: (c: Counted) => number; why: (c: Counted) => string }[] = [
  { token: 'peasant uprising', feature: 'road', most: (c) => c.tiles, why: (c) => `the road has ${c.tiles} tiles` },
  { token: 'hermit', feature: 'monastery', most: (c) => Math.min(8, c.tiles - 1), why: () => 'the tiles around the monastery' },
  { token: 'pilgrimage', feature: 'monastery', most: (c) => Math.min(8, c.tiles - 1), why: () => 'the tiles around the monastery' },
  { token: 'vineyard', feature: 'monastery', most: () => 8, why: () => 'the spaces around the monastery' },
  { token: 'bad neighbourhood', feature: 'city', most: (c) => c.tiles, why: (c) => `the city has ${c.tiles} tiles` },
  { token: 'besieged', feature: 'field', most: (c) => c.cities, why: (c) => `the field has ${c.cities} cities` },
];

/** One land-surveyor tile is active per feature type: two of one list on one feature cannot be. */
export const LAND_SURVEYOR: Partial<Record<Feature, readonly string[]>> = {
  road: ['long road', 'peasant uprising', 'street fair', 'poverty'],
  city: ['bad neighbourhood', 'siege tile', 'wealth', 'poverty', 'citizens jury'],
  monastery: ['hermit', 'pilgrimage', 'wealth'],
};

/** Figures that never stand on one feature. */
export const NEVER_TOGETHER: readonly (readonly [string, string])[] = [['mage', 'witch']];

/** Every bound of SPEC §4.6 that the modifiers of one feature can breach. */
export function checkModifiers(feature: Feature, mods: Modifiers, counted: Counted): void {
  if (mods.size === 0) return;
  for (const bound of TOKEN_BOUNDS) {
    if (bound.feature !== feature || !mods.has(bound.token)) continue;
    const most = Math.max(0, bound.most(counted));
    if (mods.count(bound.token) > most)
      throw new Breach(`${bound.token} ${mods.count(bound.token)}; at most ${most} (${bound.why(counted)})`);
  }
  if (mods.size === 1) return; // the rules below are about two tokens on one feature
  const surveyor = (LAND_SURVEYOR[feature] ?? []).filter((t) => mods.has(t));
  if (surveyor.length > 1)
    throw new Breach(`${surveyor.join(' and ')} on ${FEATURE_NAMES[feature]}; one land-surveyor tile is active per feature type`);
  for (const [a, b] of NEVER_TOGETHER)
    if (mods.has(a) && mods.has(b))
      throw new Breach(`the ${a} and the ${b} on ${FEATURE_NAMES[feature]}; they never stand on the same feature`);
}
