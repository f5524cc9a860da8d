import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import { render, type Said } from '../i18n/message';
import { carcAward } from './award';
import * as e from './events';
import type { Feature } from './feature';
import { carcCity, carcExplain, carcField, carcGarden, carcGermanCastle, carcMonastery, carcRoad } from './featureFunctions';
import { FEATURES, scoreFeature } from './features';
import { readModifiers, TOKENS } from './modifiers';
import { applySteps, bonus, WITCH } from './score';
import { scoreSheet } from './scoresheet';
import { readCarcassonneSettings } from './settings';

describe('docs/carcassonne.md#limits: counts bounded by what fits on the table', () => {
  it.each<[string, () => unknown, string]>([
    [
      "peasant uprising beyond the road's tiles",
      () => carcRoad(3, 'peasant uprising 4'),
      'CARC_ROAD: tokenTooMany(token: "peasant uprising", given: 4, most: 3, why: whyFeatureTiles(feature: "road", tiles: 3))',
    ],
    [
      'hermit beyond the tiles around the monastery',
      () => carcMonastery(9, 'hermit 9'),
      'CARC_MONASTERY: tokenTooMany(token: "hermit", given: 9, most: 8, why: whyAroundMonastery(what: "tiles"))',
    ],
    [
      'hermit beyond tiles − 1 of an unfinished monastery',
      () => carcMonastery(4, 'hermit 4'),
      'CARC_MONASTERY: tokenTooMany(token: "hermit", given: 4, most: 3, why: whyAroundMonastery(what: "tiles"))',
    ],
    [
      'pilgrimage beyond 8',
      () => carcMonastery(9, 'pilgrimage 9'),
      'CARC_MONASTERY: tokenTooMany(token: "pilgrimage", given: 9, most: 8, why: whyAroundMonastery(what: "tiles"))',
    ],
    [
      'vineyards beyond 8',
      () => carcMonastery(9, 'vineyard 9'),
      'CARC_MONASTERY: tokenTooMany(token: "vineyard", given: 9, most: 8, why: whyAroundMonastery(what: "spaces"))',
    ],
    [
      "bad neighbourhood beyond the city's tiles",
      () => carcCity(3, 0, 'bad neighbourhood 4'),
      'CARC_CITY: tokenTooMany(token: "bad neighbourhood", given: 4, most: 3, why: whyFeatureTiles(feature: "city", tiles: 3))',
    ],
    [
      'besieged beyond the cities',
      () => carcField(2, 0, 'barn, besieged 3'),
      'CARC_FIELD: tokenTooMany(token: "besieged", given: 3, most: 2, why: whyFieldCities(cities: 2))',
    ],
    [
      'a monastery past its 9 spaces (2020)',
      () => carcMonastery(10),
      'CARC_MONASTERY: countRange(noun: itemWord(word: "tiles around the monastery"), value: 10, least: 1, most: 9)',
    ],
    [
      'a garden past its 9 spaces (2020)',
      () => carcGarden(10),
      'CARC_GARDEN: countRange(noun: itemWord(word: "tiles around the garden"), value: 10, least: 1, most: 9)',
    ],
    [
      'a German castle past its 10 spaces (2020)',
      () => carcGermanCastle(11),
      'CARC_GERMANCASTLE: countRange(noun: itemWord(word: "tiles around the German castle"), value: 11, least: 0, most: 10)',
    ],
    [
      'a watchtower road count past 9',
      () => e.carcWatchtower('road', 10),
      'CARC_WATCHTOWER: countRange(noun: itemWord(word: "counted for the watchtower"), value: 10, least: 0, most: 9)',
    ],
    [
      'a watchtower city count past 9',
      () => e.carcWatchtower('city', 10),
      'CARC_WATCHTOWER: countRange(noun: itemWord(word: "counted for the watchtower"), value: 10, least: 0, most: 9)',
    ],
    [
      'a watchtower monastery count past 9',
      () => e.carcWatchtower('monastery', 10),
      'CARC_WATCHTOWER: countRange(noun: itemWord(word: "counted for the watchtower"), value: 10, least: 0, most: 9)',
    ],
    [
      'the ringmaster past 9 tiles',
      () => e.carcRingmaster(10),
      'CARC_RINGMASTER: countRange(noun: itemWord(word: "circus or acrobat tiles"), value: 10, least: 0, most: 9)',
    ],
  ])('%s is an error', (_, call, message) => expect(saidOf(call)).toBe(message));

  it.each<[string, () => unknown, number]>([
    ['the bounds themselves are allowed: peasant uprising = tiles', () => carcRoad(3, 'peasant uprising 3'), 0],
    ['hermit 8 on a finished monastery', () => carcMonastery(9, 'hermit 8'), 1],
    ['vineyard 8', () => carcMonastery(9, 'vineyard 8'), 33],
    ['watchtower: followers and pennants are bounded only by 10,000', () => e.carcWatchtower('meeple', 40), 80],
    ['edition 2015 counts tiles: a monastery with halflings', () => carcMonastery(12, '', 'edition=2015'), 12],
    ['edition 2015: a German castle counts its tiles', () => carcGermanCastle(14, '', 'edition=2015'), 16],
  ])('%s', (_, call, expected) => expect(call()).toBe(expected));
});

describe('docs/carcassonne.md#limits: one land-surveyor tile per feature, and never the mage with the witch', () => {
  const pairs: [Feature, string, string][] = [
    ['road', 'long road', 'street fair'],
    ['road', 'peasant uprising 1', 'poverty'],
    ['road', 'long road', 'poverty'],
    ['city', 'bad neighbourhood 1', 'siege tile'],
    ['city', 'wealth', 'poverty'],
    ['monastery', 'hermit 1', 'pilgrimage 1'],
    ['monastery', 'pilgrimage 1', 'wealth'],
  ];
  it.each(pairs)('%s: %s and %s', (feature, a, b) => {
    const counts = Object.fromEntries(FEATURES[feature].counts.map((k) => [k, 4]));
    const settings = readCarcassonneSettings('F', '');
    // the tokens as the rule names them, without their counts
    const token = (t: string) => `"${t.replace(/ \d+$/, '')}"`;
    expect(saidOf(() => scoreFeature(feature, counts, readModifiers(`${a}, ${b}`, feature), settings))).toBe(
      `surveyorTwice(tokens: [${token(a)}, ${token(b)}], feature: "${feature}")`,
    );
  });
  it.each(['road', 'city'] as const)('the mage and the witch on one %s', (feature) =>
    expect(saidOf(() => (feature === 'road' ? carcRoad(3, 'mage, witch') : carcCity(3, 1, 'witch, mage')))).toBe(
      `CARC_${feature.toUpperCase()}: neverTogether(a: "mage", b: "witch", feature: "${feature}")`,
    ),
  );
  it("the score sheet counts the Citizens' Jury as a city's land-surveyor tile", () => {
    expect(
      saidOf(() =>
        scoreSheet('CARC_SCORESHEET', [
          ['Feature', 'Tiles', 'Pennants', 'Modifiers', 'Ann'],
          ['city', 3, 0, 'wealth, citizens jury', 1],
        ]),
      ),
    ).toBe('CARC_SCORESHEET: row 2: surveyorTwice(tokens: ["wealth", "citizens jury"], feature: "city")');
  });
});

describe('the fairy and her acrobats', () => {
  it('turn: 1 per acrobat, default 1', () => {
    expect(e.carcFairy('turn')).toBe(1);
    expect(e.carcFairy('turn', 4)).toBe(4);
  });
  it('acrobats with feature is an error; acrobats are 1 to 10,000', () => {
    expect(saidOf(() => e.carcFairy('feature', 2))).toBe('CARC_FAIRY: acrobatsAtFeature');
    expect(saidOf(() => e.carcFairy('turn', 0))).toBe(
      'CARC_FAIRY: countRange(noun: itemWord(word: "acrobats"), value: 0, least: 1, most: 10000)',
    );
    expect(saidOf(() => e.carcFairy('turn', 10001))).toBe(
      'CARC_FAIRY: countRange(noun: itemWord(word: "acrobats"), value: 10001, least: 1, most: 10000)',
    );
  });
});

describe('no count above 10,000, no answer beyond 2^53', () => {
  it.each<[string, () => unknown, string]>([
    [
      'CARC_CITY tiles',
      () => carcCity(1e308, 0),
      'CARC_CITY: countRange(noun: columnLabel(key: "tiles"), value: 1e+308, least: 0, most: 10000)',
    ],
    // 400 nines read as a number are infinite: not a number
    [
      'CARC_CITY pennants of 400 nines',
      () => carcCity(3, '9'.repeat(400)),
      `CARC_CITY: notANumber(noun: columnLabel(key: "pennants"), value: "${'9'.repeat(99)}…")`,
    ],
    ['CARC_ROAD modifier count', () => carcRoad(3, 'german castle 10001'), 'CARC_ROAD: modifierCount(value: "german castle 10001")'],
    [
      'CARC_FIELD cities',
      () => carcField(10001, 0, 'barn'),
      'CARC_FIELD: countRange(noun: columnLabel(key: "cities"), value: 10001, least: 0, most: 10000)',
    ],
    [
      'CARC_CIRCUS followers',
      () => e.carcCircus(4, 10001),
      'CARC_CIRCUS: countRange(noun: itemWord(word: "followers"), value: 10001, least: 0, most: 10000)',
    ],
    [
      'CARC_TOLL buildings',
      () => e.carcToll('small', 1e9, 1),
      'CARC_TOLL: countRange(noun: itemWord(word: "buildings on the road"), value: 1000000000, least: 0, most: 10000)',
    ],
    [
      'CARC_BAZAAR bid',
      () => e.carcBazaar(1e15, 'buyer'),
      'CARC_BAZAAR: countRange(noun: itemWord(word: "bid"), value: 1000000000000000, least: 0, most: 10000)',
    ],
    [
      'CARC_ROBBER points',
      () => e.carcRobber(2e5),
      'CARC_ROBBER: countRange(noun: itemWord(word: "primary points"), value: 200000, least: 0, most: 10000)',
    ],
    [
      'CARC_CASTLE feature points',
      () => e.carcCastle(-1e6),
      'CARC_CASTLE: countRange(noun: itemWord(word: "feature points"), value: -1000000, least: -10000, most: 10000)',
    ],
    [
      'CARC_LEIPZIG count',
      () => e.carcLeipzig('coiners', 1e6),
      'CARC_LEIPZIG: countRange(noun: itemWord(word: "counted in the quarter"), value: 1000000, least: 0, most: 10000)',
    ],
    [
      'CARC_AWARD points',
      () => carcAward(1e20, [[1, 0]]),
      'CARC_AWARD: row 1: countRange(noun: "points", value: 100000000000000000000, least: -2, most: 10000)',
    ],
    [
      'CARC_AWARD strength',
      () => carcAward(5, [[1e20, 0]]),
      'CARC_AWARD: row 1: countRange(noun: followerStrength(player: nthPlayer(n: 1)), value: 100000000000000000000, least: 0, most: 10000)',
    ],
  ])('%s past 10,000 is an error', (_, call, said) => expect(saidOf(call)).toBe(said));

  const big = fc.oneof(
    fc.integer({ min: -2e4, max: 2e4 }),
    fc.double(),
    fc.constantFrom(1e308, -1e308, 2 ** 53, '9'.repeat(400), 10000, 10001),
  );
  const calls: [string, (n: unknown) => unknown][] = [
    ['road', (n) => carcRoad(n as never, 'inn, german castle 3, bathhouse 5')],
    ['city', (n) => carcCity(n as never, n as never, 'cathedral')],
    ['field', (n) => carcField(n as never, n as never, 'barn, pig')],
    ['circus', (n) => e.carcCircus(n as never, n as never)],
    ['watchtower', (n) => e.carcWatchtower('meeple', n as never)],
    ['toll', (n) => e.carcToll('large', n as never, n as never)],
    ['dispatch', (n) => e.carcDispatch('pennants', n as never)],
    ['wheel', (n) => e.carcWheel('famine', n as never, n as never, 'pig')],
  ];
  it.each(calls)('%s: a finite whole answer within 2^53, or a clear error', (_, call) =>
    fc.assert(
      fc.property(big, (n) => {
        let out: unknown;
        try {
          out = call(n);
        } catch (err) {
          expect((err as Error).name).toBe('PodiumError');
          return;
        }
        expect(Number.isSafeInteger(out)).toBe(true);
      }),
      { numRuns: 150 },
    ),
  );
});

describe('CARC_EXPLAIN: the items add up to the total', () => {
  it('the witch halves a negative sum toward zero, and her item is what she takes', () => {
    const score = applySteps({}, [() => [bonus('before', -3)], WITCH], true);
    expect(score.points).toBe(-1);
    expect(score.items.map((i) => i.points)).toEqual([-3, 2]);
  });
  const tokenFor = (feature: Feature) => fc.constantFrom(...TOKENS.filter((t) => t.features.includes(feature)).map((t) => t.token));
  it('for random valid features, the points of the items sum to the answer', () =>
    fc.assert(
      fc.property(
        fc
          .constantFrom(...(Object.keys(FEATURES) as Feature[]))
          .chain((f) =>
            fc.tuple(
              fc.constant(f),
              fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 2, maxLength: 2 }),
              fc.uniqueArray(tokenFor(f), { maxLength: 4 }),
              fc.integer({ min: 1, max: 3 }),
            ),
          ),
        fc.constantFrom('', 'little=variant', 'edition=2015', 'smallcity=2'),
        ([feature, counts, tokens, n], settings) => {
          const text = tokens.map((t) => `${t} ${n}`).join(', ');
          const args = [...counts.slice(0, FEATURES[feature].counts.length), text, settings];
          let explained: string;
          try {
            explained = render(carcExplain(feature, ...(args as never[])) as Said);
          } catch (err) {
            expect((err as Error).name).toBe('PodiumError');
            return;
          }
          const total = Number(explained.slice(explained.lastIndexOf('→') + 1));
          const items = explained.slice(0, explained.lastIndexOf('→')).split(' · ');
          const sum = items.reduce((s, item) => {
            const m = /(?:= (-?\d+)|([+−])(\d+))$/.exec(item.trim());
            return s + (m ? (m[1] !== undefined ? Number(m[1]) : (m[2] === '−' ? -1 : 1) * Number(m[3])) : 0);
          }, 0);
          expect(sum).toBe(total);
        },
      ),
      { numRuns: 400 },
    ));
});
