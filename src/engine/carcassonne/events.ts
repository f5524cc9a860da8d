import { type Arg, type Cell, isBlank } from '../shared/cells';
import { readFlag } from '../shared/flags';
import { keywords } from '../shared/keywords';
import { perRow } from '../shared/perRow';
import { Breach } from '../shared/problems';
import { RowArgs } from '../shared/rowArgs';
import { readBounded } from './bounds';
import { say } from './messages';
import { type Modifiers, modifierReader } from './modifiers';
import { littleBuildings } from './score';
import { type CarcassonneSettings, readCarcassonneSettings } from './settings';

/**
 * A per-row event function: named arguments, the first one deciding blank rows. A keyword argument (`message`,
 * `sector`) is named in its messages as the JSDoc writes it, in every language, beside the keywords it takes (SPEC §11).
 */
function eventColumn<T>(fn: string, named: [string, Arg | undefined][], answer: (cell: (name: string) => Cell) => T) {
  const args = new RowArgs(
    fn,
    named.map(([name, value]) => ({ name, value })),
  );
  return perRow(args, named[0][0], (i) => answer((name) => args.cell(name, i)));
}

const count = readBounded;

/**
 * Watchtower symbols (docs/carcassonne.md#other-features-and-events): points per thing counted, and the most there can be. Tiles and monasteries lie on
 * the tower's tile and the 8 around it (9 at most, docs/carcassonne.md#limits); followers and pennants are bounded only by 10,000.
 */
export const WATCHTOWER = {
  meeple: { points: 2, most: 10000, words: ['follower', 'followers', 'meeples', 'supus'] },
  road: { points: 1, most: 9, words: ['roads', 'drum'] },
  monastery: { points: 3, most: 9, words: ['cloister', 'monasteries', 'manastire'] },
  pennant: { points: 2, most: 10000, words: ['pennants', 'coat of arms', 'blazon'] },
  city: { points: 1, most: 9, words: ['cities', 'oras'] },
} as const;
const wordsOf = <K extends string>(table: Record<K, { words: readonly string[] }>) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, (v as { words: readonly string[] }).words])) as Record<K, readonly string[]>;
const WATCHTOWER_SYMBOLS = keywords(wordsOf(WATCHTOWER));

export const carcWatchtower = (symbol: Arg, n: Arg) =>
  eventColumn(
    'CARC_WATCHTOWER',
    [
      ['symbol', symbol],
      ['count', n],
    ],
    (c) => {
      const s = WATCHTOWER[WATCHTOWER_SYMBOLS.read(c('symbol'), 'symbol')];
      return s.points * count(c('count'), say('itemWord', { word: 'counted for the watchtower' }), 0, s.most);
    },
  );

export const carcCircus = (token: Arg, followers: Arg) =>
  eventColumn(
    'CARC_CIRCUS',
    [
      ['token', token],
      ['followers', followers],
    ],
    (c) =>
      count(c('token'), say('itemWord', { word: 'points on the animal token' }), 1) *
      count(c('followers'), say('itemWord', { word: 'followers' })),
  );

/** Fruit trees: selling 1, 2, 3 or 4 tokens. */
const FRUIT_ACTIONS = keywords({ harvest: ['harvesting', 'raccolta'], sell: ['selling', 'sold', 'vendita'] });
export const FRUIT_SALE = [0, 3, 6, 10, 15];
export const carcFruit = (action: Arg, tokens: Arg) =>
  eventColumn(
    'CARC_FRUIT',
    [
      ['action', action],
      ['tokens', tokens],
    ],
    (c) =>
      FRUIT_ACTIONS.read(c('action'), 'action') === 'harvest'
        ? count(c('tokens'), say('itemWord', { word: 'points on the fruit token' }), 1)
        : FRUIT_SALE[count(c('tokens'), say('itemWord', { word: 'fruit tokens sold' }), 1, 4)],
  );

/** Tollkeepers: points per building (farmhouse, shed, garden, highwayman) and per group of travellers. */
export const TOLLS = {
  small: { building: 1, travellers: 3, words: ['1', 'small toll'] },
  large: { building: 2, travellers: 6, words: ['2', 'large toll'] },
} as const;
export const carcToll = (size: Arg, buildings: Arg, travellers?: Arg) =>
  eventColumn(
    'CARC_TOLL',
    [
      ['size', size],
      ['buildings', buildings],
      ['travellers', travellers],
    ],
    (c) => {
      const toll = TOLLS[TOLL_SIZES.read(c('size'), 'size')];
      return (
        toll.building * count(c('buildings'), say('itemWord', { word: 'buildings on the road' })) +
        toll.travellers * count(c('travellers'), say('itemWord', { word: 'groups of travellers' }))
      );
    },
  );
const TOLL_SIZES = keywords(wordsOf(TOLLS));

/** The fairy: 1 per acrobat of the player in the pyramid next to her at the start of a turn; 3 when the feature scores. */
const FAIRY_EVENTS = keywords({ turn: ['start', 'turn start'], feature: ['scoring', 'feature scored'] });
export const FAIRY = { turn: 1, feature: 3 };
export const carcFairy = (event: Arg, acrobats?: Arg) =>
  eventColumn(
    'CARC_FAIRY',
    [
      ['event', event],
      ['acrobats', acrobats],
    ],
    (c) => {
      const kind = FAIRY_EVENTS.read(c('event'), 'event');
      if (kind === 'feature') {
        if (!isBlank(c('acrobats'))) throw new Breach(say('acrobatsAtFeature'));
        return FAIRY.feature;
      }
      return FAIRY.turn * (isBlank(c('acrobats')) ? 1 : count(c('acrobats'), say('itemWord', { word: 'acrobats' }), 1));
    },
  );

/** Dispatch messages: points per unit of `value` (the points of the feature, or the count), or fixed points. */
export const DISPATCH: Record<string, { per?: number; fixed?: number; words: string[] }> = {
  points: { fixed: 2, words: ['2 points'] },
  smallest: { per: 1, words: ['smallest road', 'smallest city', 'smallest monastery'] },
  pennants: { per: 2, words: ['pennant'] },
  knights: { per: 2, words: ['knight'] },
  farmers: { per: 2, words: ['farmer'] },
  tile: { fixed: 0, words: ['one tile'] },
  follower: { per: 1, words: ['score a follower'] },
};
export const carcDispatch = (message: Arg, value?: Arg) =>
  eventColumn(
    'CARC_DISPATCH',
    [
      ['message', message],
      ['value', value],
    ],
    (c) => {
      const m = DISPATCH[DISPATCH_MESSAGES.read(c('message'), 'message')];
      return m.fixed ?? (m.per as number) * count(c('value'), say('itemWord', { word: "as the message's value" }));
    },
  );
const DISPATCH_MESSAGES = keywords(wordsOf(DISPATCH));

export const carcRobber = (points: Arg) =>
  eventColumn('CARC_ROBBER', [['points', points]], (c) => Math.ceil(count(c('points'), say('itemWord', { word: 'primary points' })) / 2));

const ABBOT_PLACEMENTS = keywords({ monk: ['as a monk'], abbot: ['as an abbot'] });
export const carcAbbot = (placement: Arg, tiles: Arg) =>
  eventColumn(
    'CARC_ABBOT',
    [
      ['placement', placement],
      ['tiles', tiles],
    ],
    (c) =>
      ABBOT_PLACEMENTS.read(c('placement'), 'placement') === 'monk'
        ? 1 + count(c('tiles'), say('itemWord', { word: 'tiles around the monk' }), 0, 8)
        : 1 + count(c('tiles'), say('itemWord', { word: "tiles in the abbot's row and column" })),
  );

/** The ringmaster stands on a tile and has 8 around it: 9 circus or acrobat tiles at most. */
export const carcRingmaster = (tiles: Arg) =>
  eventColumn(
    'CARC_RINGMASTER',
    [['tiles', tiles]],
    (c) => 2 * count(c('tiles'), say('itemWord', { word: 'circus or acrobat tiles' }), 0, 9),
  );

export const carcBathhouse = (number: Arg) =>
  eventColumn('CARC_BATHHOUSE', [['number', number]], (c) => -count(c('number'), say('itemWord', { word: 'on the bathhouse' }), 1));

/** Catapult outcomes: who scores the 5 points. */
export const CATAPULT = { caught: [5, 0], short: [5, 0], far: [0, 5], touched: [0, 5] } as const;
/** Spills [catcher, hurler] for each outcome: one row per outcome. */
export function carcCatapult(outcome: Arg) {
  const answers = eventColumn('CARC_CATAPULT', [['outcome', outcome]], (c) => [
    ...CATAPULT[CATAPULT_OUTCOMES.read(c('outcome'), 'outcome')],
  ]);
  if (!Array.isArray(answers)) return [['', '']];
  if (!Array.isArray(answers[0])) return [answers as number[]];
  return (answers as unknown as (number[] | '')[][]).flat().map((r) => (r === '' ? ['', ''] : r));
}
const CATAPULT_OUTCOMES = keywords({ caught: [], short: ['not far enough'], far: ['far enough'], touched: [] });

const BAZAAR_ROLES = keywords({ buyer: ['buy'], seller: ['sell'] });
export const carcBazaar = (bid: Arg, role: Arg) =>
  eventColumn(
    'CARC_BAZAAR',
    [
      ['bid', bid],
      ['role', role],
    ],
    (c) => count(c('bid'), say('itemWord', { word: 'bid' })) * (BAZAAR_ROLES.read(c('role'), 'role') === 'buyer' ? -1 : 1),
  );

/** Markets of Leipzig: points per unit counted in each quarter. */
export const LEIPZIG = {
  wainwrights: { per: 1, words: ['wainwright'] },
  coiners: { per: 3, words: ['coiner', 'monedari'] },
  bookbinders: { per: 4, words: ['bookbinder'] },
} as const;
export const carcLeipzig = (quarter: Arg, n: Arg) =>
  eventColumn(
    'CARC_LEIPZIG',
    [
      ['quarter', quarter],
      ['count', n],
    ],
    (c) =>
      LEIPZIG[LEIPZIG_QUARTERS.read(c('quarter'), 'quarter')].per * count(c('count'), say('itemWord', { word: 'counted in the quarter' })),
  );
const LEIPZIG_QUARTERS = keywords(wordsOf(LEIPZIG));

export const carcCastle = (featurepoints: Arg, mayor?: Arg) =>
  eventColumn(
    'CARC_CASTLE',
    [
      ['featurepoints', featurepoints],
      ['mayor', mayor],
    ],
    (c) => {
      const points = count(c('featurepoints'), say('itemWord', { word: 'feature points' }), -10000);
      return readFlag(c('mayor'), 'mayor') ? 0 : points;
    },
  );

const WHEEL_SECTORS = keywords({ tax: ['taxes'], famine: [], plague: ['pestilence', 'pest'], crown: [] });

/** The Wheel of Fortune's famine: a field's cities and castles, its pigs, its little buildings; never a barn's field. */
function famine(c: (name: string) => Cell, mods: Modifiers, settings: CarcassonneSettings): number {
  const cities = count(c('a'), say('itemWord', { word: 'cities' }));
  const castles = count(c('b'), say('itemWord', { word: 'castles' }));
  const pigs = (mods.has('pig') ? 1 : 0) + (mods.has('pig herd') ? 1 : 0);
  if (mods.has('barn') || mods.has('connected') || mods.has('besieged')) throw new Breach(say('famineTakes'));
  return cities + 2 * castles + pigs * (cities + castles) + littleBuildings(mods, settings).reduce((s, i) => s + (i.points ?? 0), 0);
}

/** Wheel of Fortune sectors: per knight, per farmer or per follower. */
export function carcWheel(sector: Arg, a?: Arg, b?: Arg, modifiers?: Arg, settingsText?: Arg) {
  const settings = readCarcassonneSettings('CARC_WHEEL', settingsText);
  const fieldModifiers = modifierReader('field');
  return eventColumn(
    'CARC_WHEEL',
    [
      ['sector', sector],
      ['a', a],
      ['b', b],
      ['modifiers', modifiers],
    ],
    (c) => {
      switch (WHEEL_SECTORS.read(c('sector'), 'sector')) {
        case 'tax':
          return count(c('a'), say('itemWord', { word: 'pennants' })) + count(c('b'), say('itemWord', { word: 'knights' }));
        case 'famine':
          return famine(c, fieldModifiers(c('modifiers')), settings);
        case 'plague':
          return 0;
        case 'crown': {
          const spaces = count(c('a'), say('itemWord', { word: 'spaces in the crown sector' }), 1, 2);
          const followers = count(c('b'), say('itemWord', { word: 'followers in the crown sector' }), 1, spaces);
          return spaces === 2 && followers === 1 ? 6 : 3;
        }
      }
    },
  );
}
