import type { Said } from '../i18n/message';
import { Breach } from '../shared/problems';
import type { Feature } from './feature';
import { say } from './messages';
import type { Modifiers } from './modifiers';

/** What the scorekeeper counted on the feature, as the bounds need it. */
interface Counted {
  tiles: number;
  cities: number;
}

/**
 * Counts bounded by what fits on the table (docs/carcassonne.md#limits): each token's most, given the feature's counts, and why.
 * A feature's own counts (tiles around a monastery, a castle's spaces) are bounded where the feature is scored.
 */
export const TOKEN_BOUNDS: { token: string; feature: Feature; most: (c: Counted) => number; why: (c: Counted) => Said }[] = [
  {
    token: 'peasant uprising',
    feature: 'road',
    most: (c) => c.tiles,
    why: (c) => say('whyFeatureTiles', { feature: 'road', tiles: c.tiles }),
  },
  { token: 'hermit', feature: 'monastery', most: (c) => Math.min(8, c.tiles - 1), why: () => say('whyAroundMonastery', { what: 'tiles' }) },
  {
    token: 'pilgrimage',
    feature: 'monastery',
    most: (c) => Math.min(8, c.tiles - 1),
    why: () => say('whyAroundMonastery', { what: 'tiles' }),
  },
  { token: 'vineyard', feature: 'monastery', most: () => 8, why: () => say('whyAroundMonastery', { what: 'spaces' }) },
  {
    token: 'bad neighbourhood',
    feature: 'city',
    most: (c) => c.tiles,
    why: (c) => say('whyFeatureTiles', { feature: 'city', tiles: c.tiles }),
  },
  { token: 'besieged', feature: 'field', most: (c) => c.cities, why: (c) => say('whyFieldCities', { cities: c.cities }) },
];

/** One land-surveyor tile is active per feature type: two of one list on one feature cannot be. */
export const LAND_SURVEYOR: Partial<Record<Feature, readonly string[]>> = {
  road: ['long road', 'peasant uprising', 'street fair', 'poverty'],
  city: ['bad neighbourhood', 'siege tile', 'wealth', 'poverty', 'citizens jury'],
  monastery: ['hermit', 'pilgrimage', 'wealth'],
};

/** Figures that never stand on one feature. */
export const NEVER_TOGETHER: readonly (readonly [string, string])[] = [['mage', 'witch']];

/** Every bound of docs/carcassonne.md#limits that the modifiers of one feature can breach. */
export function checkModifiers(feature: Feature, mods: Modifiers, counted: Counted): void {
  if (mods.size === 0) return;
  for (const bound of TOKEN_BOUNDS) {
    if (bound.feature !== feature || !mods.has(bound.token)) continue;
    const most = Math.max(0, bound.most(counted));
    if (mods.count(bound.token) > most)
      throw new Breach(say('tokenTooMany', { token: bound.token, given: mods.count(bound.token), most, why: bound.why(counted) }));
  }
  if (mods.size === 1) return; // the rules below are about two tokens on one feature
  const surveyor = (LAND_SURVEYOR[feature] ?? []).filter((t) => mods.has(t));
  if (surveyor.length > 1) throw new Breach(say('surveyorTwice', { tokens: surveyor, feature }));
  for (const [a, b] of NEVER_TOGETHER) if (mods.has(a) && mods.has(b)) throw new Breach(say('neverTogether', { a, b, feature }));
}
