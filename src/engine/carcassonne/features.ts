import { Breach } from '../shared/problems';
import { MAX_COUNT, within } from './bounds';
import type { Feature } from './feature';
import type { ItemWord } from './itemWords';
import { checkModifiers } from './limits';
import { say } from './messages';
import type { Modifiers } from './modifiers';
import { applySteps, bonus, littleBuildings, note, type Score, type Step, times, WITCH } from './score';
import type { CarcassonneSettings } from './settings';

/** What the scorekeeper counted on one feature; each feature reads the counts it needs. */
export interface Counts {
  tiles?: number;
  pennants?: number;
  segments?: number;
  cities?: number;
  castles?: number;
}

interface Ctx {
  counts: Counts;
  mods: Modifiers;
  settings: CarcassonneSettings;
  /** The tile count after the land surveyor's tiles (Long Road, Bad Neighbourhood), for the steps that use it. */
  adjusted: number;
}

const once = (mods: Modifiers, token: string) => mods.has(token);
const tiles = (c: Ctx) => c.counts.tiles ?? 0;
const segments = (c: Ctx) => c.counts.segments ?? 0;
const pennants = (c: Ctx) => c.counts.pennants ?? 0;

// docs/carcassonne.md#roads-and-cities steps 8: added after the witch, never halved.
const poverty: Step<Ctx> = (c) => (once(c.mods, 'poverty') ? [bonus('poverty', -3)] : []);
const little: Step<Ctx> = (c) => littleBuildings(c.mods, c.settings);
const germanCastles: Step<Ctx> = (c) => (c.mods.count('german castle') ? [times(c.mods.count('german castle'), 'German castles', 3)] : []);
const bathhouses: Step<Ctx> = (c) => c.mods.each('bathhouse').map((n) => bonus(`bathhouse ${n}`, n));

/** Roads, in the seed's order. Long Road's 5 tiles feed the base, German cathedrals, inns and the mage. */
const ROAD: (Step<Ctx> | typeof WITCH)[] = [
  (c) => [
    ...(once(c.mods, 'long road') ? [note(say('longRoadNote', {}))] : []),
    times(c.adjusted, 'tiles', 1),
    ...(segments(c) ? [times(segments(c), 'German-cathedral segments', 1)] : []),
  ],
  (c) => (once(c.mods, 'gc end') ? [bonus('German cathedral end', c.adjusted + segments(c))] : []),
  (c) => (once(c.mods, 'inn') ? [bonus('inn', c.adjusted + segments(c))] : []),
  (c) => (once(c.mods, 'street fair') ? [bonus('street fair', c.adjusted + segments(c))] : []),
  (c) => (c.mods.count('peasant uprising') ? [bonus('peasant uprising', -c.mods.count('peasant uprising'))] : []),
  (c) => (once(c.mods, 'mage') ? [bonus('mage', c.adjusted)] : []),
  WITCH,
  poverty,
  little,
  germanCastles,
  bathhouses,
  (c) => (c.mods.count('labyrinth') ? [times(c.mods.count('labyrinth'), 'followers on the labyrinth', 2)] : []),
];

const smallCity = (c: Ctx) => c.settings.smallcity === '2' && tiles(c) === 2 && pennants(c) === 0;

/** Cities, in the seed's order. Bad Neighbourhood's count feeds Cathars, the cathedral and the mage, not the base. */
const CITY: (Step<Ctx> | typeof WITCH)[] = [
  (c) =>
    smallCity(c)
      ? [times(2, 'tiles (small city)', 1)]
      : [times(tiles(c), 'tiles', 2), ...(pennants(c) ? [times(pennants(c), 'pennants', 2)] : [])],
  (c) => (c.mods.count('bad neighbourhood') ? [note(say('badNeighbourhoodNote', { tiles: c.adjusted }))] : []),
  (c) => (once(c.mods, 'cathars') ? [bonus('Cathars', -(c.adjusted + pennants(c)))] : []),
  (c) => (once(c.mods, 'siege tile') ? [bonus('siege tile', pennants(c))] : []),
  (c) => (once(c.mods, 'cathedral') ? [bonus('cathedral', c.adjusted + pennants(c))] : []),
  (c) => (once(c.mods, 'mage') ? [bonus('mage', c.adjusted)] : []),
  WITCH,
  (c) => (once(c.mods, 'wealth') ? [bonus('wealth', 3)] : []),
  poverty,
  little,
  germanCastles,
  bathhouses,
  (c) => (once(c.mods, 'darmstadtium') ? [bonus('Darmstadtium', 3)] : []),
];

/** A monastic building or a garden: the 9 spaces (edition 2020), or 1 per tile of its 3×3 area (2015: halflings can make more). */
function area(c: Ctx, around: ItemWord): Score['items'] {
  const max = c.settings.edition === '2015' ? MAX_COUNT : 9;
  return [times(within(tiles(c), say('itemWord', { word: around }), 1, max), 'tiles', 1)];
}

const MONASTERY: Step<Ctx>[] = [
  (c) => area(c, 'tiles around the monastery'),
  (c) => (c.mods.count('hermit') ? [bonus('hermit monastery', -c.mods.count('hermit'))] : []),
  (c) => (c.mods.count('pilgrimage') ? [bonus('pilgrimage route', c.mods.count('pilgrimage'))] : []),
  (c) => (c.mods.count('vineyard') ? [times(c.mods.count('vineyard'), 'vineyards', 3)] : []),
  (c) => (once(c.mods, 'wealth') ? [bonus('wealth', 3)] : []),
  little,
];

/** A field scored for a barn: scenario 1 (placing it) or 2 (connecting to it). */
const FIELD_VALUES = { barn: { city: 3, castle: 4 }, connected: { city: 1, castle: 2 } };

function fieldScenario(mods: Modifiers): keyof typeof FIELD_VALUES {
  const given = (['barn', 'connected'] as const).filter((t) => mods.has(t));
  if (given.length !== 1) throw new Breach(say('barnScenario', { given: [...given] }));
  return given[0];
}

const FIELD: Step<Ctx>[] = [
  (c) => {
    const v = FIELD_VALUES[fieldScenario(c.mods)];
    const cities = c.counts.cities ?? 0;
    const castles = c.counts.castles ?? 0;
    const pigs = (once(c.mods, 'pig') ? 1 : 0) + (once(c.mods, 'pig herd') ? 1 : 0);
    const besieged = c.mods.count('besieged');
    return [
      times(cities, 'cities', v.city),
      ...(castles ? [times(castles, 'castles', v.castle)] : []),
      ...(once(c.mods, 'pig') ? [bonus('pig', cities + castles)] : []),
      ...(once(c.mods, 'pig herd') ? [bonus('pig herd', cities + castles)] : []),
      ...(besieged ? [bonus(say('besiegedDouble', { count: besieged }), besieged * (v.city + pigs))] : []),
    ];
  },
  little,
];

const GARDEN: Step<Ctx>[] = [(c) => area(c, 'tiles around the garden'), little];
const BABAYAGA: Step<Ctx>[] = [
  (c) => [bonus('hut', 1), times(within(tiles(c), say('itemWord', { word: 'empty spaces around the hut' }), 0, 8), 'empty spaces', 1)],
  little,
];
/** A German castle: its two spaces and the 10 around it (edition 2020); edition 2015 counts the tiles. */
const GERMAN_CASTLE: Step<Ctx>[] = [
  (c) => [
    bonus('German castle', 2),
    times(
      within(tiles(c), say('itemWord', { word: 'tiles around the German castle' }), 0, c.settings.edition === '2015' ? MAX_COUNT : 10),
      'tiles around',
      1,
    ),
  ],
  little,
];
const GERMAN_CATHEDRAL: Step<Ctx>[] = [
  (c) => [times(tiles(c), 'road tiles', 1), times(segments(c), 'segments on German-cathedral tiles', 1)],
  (c) => (once(c.mods, 'inn') ? [bonus('inn', tiles(c) + segments(c))] : []),
  little,
];

/** Each feature's arguments (after the counts, the modifiers and settings), defaults, and order of application. */
export const FEATURES: Record<Feature, { counts: (keyof Counts)[]; defaults?: Counts; steps: (Step<Ctx> | typeof WITCH)[] }> = {
  road: { counts: ['tiles'], steps: ROAD },
  city: { counts: ['tiles', 'pennants'], steps: CITY },
  monastery: { counts: ['tiles'], defaults: { tiles: 9 }, steps: MONASTERY },
  field: { counts: ['cities', 'castles'], steps: FIELD },
  garden: { counts: ['tiles'], defaults: { tiles: 9 }, steps: GARDEN },
  babayaga: { counts: ['tiles'], defaults: { tiles: 0 }, steps: BABAYAGA },
  germancastle: { counts: ['tiles'], defaults: { tiles: 10 }, steps: GERMAN_CASTLE },
  germancathedral: { counts: ['tiles', 'segments'], steps: GERMAN_CATHEDRAL },
};

const TILES = say('itemWord', { word: 'tiles' });

/** Scores one completed feature from its counts, modifiers and settings (docs/carcassonne.md#roads-and-cities–4.2). */
export function scoreFeature(feature: Feature, counts: Counts, mods: Modifiers, settings: CarcassonneSettings): Score {
  const n = counts.tiles ?? 0;
  const gcSegments = mods.count('gc segments');
  const merged: Counts = feature === 'road' ? { ...counts, segments: gcSegments } : counts;
  if (feature === 'road' || feature === 'city') within(n, TILES, feature === 'road' ? 1 : 2);
  checkModifiers(feature, mods, { tiles: n, cities: counts.cities ?? 0 });
  const adjusted = feature === 'road' && mods.has('long road') ? 5 : n - mods.count('bad neighbourhood');
  if (feature === 'monastery' && mods.has('challenge lost')) return { points: 0, items: [note(say('challengeLost', {}))] };
  const score = applySteps({ counts: merged, mods, settings, adjusted }, FEATURES[feature].steps, mods.has('witch'));
  if (feature === 'road' && mods.has('sent to leipzig'))
    return {
      points: 0,
      items: [...score.items, bonus(say('sentToLeipzig', { points: score.points }), -score.points)],
    };
  return score;
}
