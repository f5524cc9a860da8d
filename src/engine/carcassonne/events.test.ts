import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import { errorText } from '../i18n/errors';
import type { PodiumError } from '../shared/problems';
import { carcAward } from './award';
import { LOWEST_POINTS } from './bounds';
import * as e from './events';
import { carcCity, carcRoad } from './featureFunctions';
import { scoreSheet } from './scoresheet';

describe('scoring events of docs/carcassonne.md#other-features-and-events', () => {
  it.each([
    ['castle: the full points of the first feature completed', () => e.carcCastle(12), 12],
    ['castle holding the mayor: 0', () => e.carcCastle(12, true), 0],
    ['watchtower, meeple symbol: 2 per follower', () => e.carcWatchtower('meeple', 3), 6],
    ['watchtower, road symbol: 1 per tile with a road', () => e.carcWatchtower('road', 4), 4],
    ['watchtower, monastery symbol: 3 per monastic building', () => e.carcWatchtower('monastery', 2), 6],
    ['watchtower, pennant symbol: 2 per pennant', () => e.carcWatchtower('pennant', 3), 6],
    ['watchtower, city symbol: 1 per tile with a city', () => e.carcWatchtower('city', 5), 5],
    ['circus: token value per follower', () => e.carcCircus(4, 3), 12],
    ['fruit: harvest the token', () => e.carcFruit('harvest', 3), 3],
    ['fruit: sell 1 token', () => e.carcFruit('sell', 1), 3],
    ['fruit: sell 2 tokens', () => e.carcFruit('sell', 2), 6],
    ['fruit: sell 3 tokens', () => e.carcFruit('sell', 3), 10],
    ['fruit: sell 4 tokens', () => e.carcFruit('sell', 4), 15],
    ['small toll: 1 per building, 3 per group of travellers', () => e.carcToll('small', 3, 1), 6],
    ['large toll: 2 and 6', () => e.carcToll(2, 3, 1), 12],
    ['fairy at the start of a turn', () => e.carcFairy('turn'), 1],
    ['fairy beside a scoring follower', () => e.carcFairy('feature'), 3],
    ['dispatch: 2 points', () => e.carcDispatch('points'), 2],
    ['dispatch: the smallest feature', () => e.carcDispatch('smallest', 7), 7],
    ['dispatch: 2 per pennant', () => e.carcDispatch('pennants', 3), 6],
    ['dispatch: 2 per knight', () => e.carcDispatch('knights', 2), 4],
    ['dispatch: 2 per farmer', () => e.carcDispatch('farmers', 2), 4],
    ['dispatch: one tile', () => e.carcDispatch('tile'), 0],
    ['dispatch: score a follower', () => e.carcDispatch('follower', 9), 9],
    ['robber: half, rounded up', () => e.carcRobber(9), 5],
    ['abbot returned as a monk', () => e.carcAbbot('monk', 5), 6],
    ['abbot returned as an abbot: row and column', () => e.carcAbbot('abbot', 7), 8],
    ['ringmaster: 2 per circus or acrobat tile', () => e.carcRingmaster(3), 6],
    ['bathhouse re-buy: minus its number', () => e.carcBathhouse(3), -3],
    ['bazaar buyer pays the bid', () => e.carcBazaar(4, 'buyer'), -4],
    ['bazaar seller receives it', () => e.carcBazaar(4, 'seller'), 4],
    ['Wheel: tax, 1 per pennant + 1 per knight of the city, per knight', () => e.carcWheel('tax', 2, 3), 5],
    ['Wheel: famine, per farmer', () => e.carcWheel('famine', 3, 1, 'pig'), 3 + 2 + 4],
    ['Wheel: plague', () => e.carcWheel('plague'), 0],
    ['Wheel: crown alone in a one-space sector', () => e.carcWheel('crown', 1, 1), 3],
    ['Wheel: crown alone in a two-space sector', () => e.carcWheel('crown', 2, 1), 6],
    ['Wheel: crown shared in a two-space sector', () => e.carcWheel('crown', 2, 2), 3],
    ['Leipzig: wainwrights +1 per road tile', () => e.carcLeipzig('wainwrights', 5), 5],
    ['Leipzig: coiners +3 per pennant', () => e.carcLeipzig('coiners', 2), 6],
    ['Leipzig: bookbinders +4 per scored feature', () => e.carcLeipzig('bookbinders', 3), 12],
    ['Darmstadt church: +3 to the majority', () => carcAward(3, [[2, 1, 0]]), [[3, 0, 0]]],
  ])('%s', (_, f, expected) => expect(f()).toEqual(expected));

  it('the catapult spills catcher and hurler', () => {
    expect(e.carcCatapult('caught')).toEqual([[5, 0]]);
    expect(e.carcCatapult([['short'], ['far'], ['touched']])).toEqual([
      [5, 0],
      [0, 5],
      [0, 5],
    ]);
  });
  it('keywords list what is allowed', () =>
    expect(saidOf(() => e.carcWatchtower('castle', 2))).toBe(
      'CARC_WATCHTOWER: notAKeyword(noun: "symbol", value: "castle", known: "meeple, road, monastery, pennant, city")',
    ));
  it('selling 5 fruit tokens is refused', () =>
    expect(saidOf(() => e.carcFruit('sell', 5))).toBe(
      'CARC_FRUIT: countRange(noun: itemWord(word: "fruit tokens sold"), value: 5, least: 1, most: 4)',
    ));
  it('a crown sector has 1 or 2 spaces', () =>
    expect(saidOf(() => e.carcWheel('crown', 3, 1))).toBe(
      'CARC_WHEEL: countRange(noun: itemWord(word: "spaces in the crown sector"), value: 3, least: 1, most: 2)',
    ));
});

describe('majority (docs/carcassonne.md#majority)', () => {
  it('ties all score in full; a player with none scores nothing', () =>
    expect(
      carcAward(
        [[10], [6]],
        [
          [1, 1, 0],
          [0, 2, 1],
        ],
      ),
    ).toEqual([
      [10, 10, 0],
      [0, 6, 0],
    ]));
  it('a single points cell serves every feature row', () =>
    expect(
      carcAward(4, [
        [1, 0],
        [0, 1],
      ]),
    ).toEqual([
      [4, 0],
      [0, 4],
    ]));
  it("Citizens' Jury: every player present shares the majority", () =>
    expect(carcAward(8, [[2, 1, 0]], 'citizens jury')).toEqual([[8, 8, 0]]));
  it("modifiers as a column, one per feature row (SPEC §1, §4.4): the Citizens' Jury only where its row says so", () => {
    const followers = [
      [2, 1, 0],
      [2, 1, 0],
    ];
    expect(carcAward([[8], [6]], followers, [['citizens jury'], ['']])).toEqual([
      [8, 8, 0],
      [6, 0, 0],
    ]);
    expect(carcAward([[8], [6]], followers, [[''], ['']])).toEqual([
      [8, 0, 0],
      [6, 0, 0],
    ]);
    // a row of modifiers, laid out left to right, one per feature row too
    expect(carcAward([[8], [6]], followers, [['', 'Juriul cetatenilor']])).toEqual([
      [8, 0, 0],
      [6, 6, 0],
    ]);
  });
  it('a column of modifiers names the row of a modifier it does not know, and refuses a column of another length', () => {
    const followers = [
      [2, 1],
      [1, 1],
    ];
    expect(saidOf(() => carcAward(4, followers, [[''], ['dragon']]))).toBe('CARC_AWARD: row 2, modifiers: awardModifier(value: "dragon")');
    expect(saidOf(() => carcAward(4, followers, [[''], [''], ['']]))).toBe(
      'CARC_AWARD: modifiers: awardRowsDiffer(name: "modifiers", rows: 3, followers: 2)',
    );
  });
  it('a feature nobody occupies gives nothing', () => expect(carcAward(8, [[0, 0]])).toEqual([[0, 0]]));
  it('a negative strength is refused', () =>
    expect(saidOf(() => carcAward(8, [[1, -1]]))).toBe(
      'CARC_AWARD: row 1: countRange(noun: followerStrength(player: nthPlayer(n: 2)), value: -1, least: 0, most: 10000)',
    ));
});

describe('CARC_SCORESHEET', () => {
  const log = [
    ['Feature', 'Tiles', 'Pennants', 'Cities', 'Castles', 'Modifiers', 'Ann', 'Bob', 'Cleo'],
    ['city', 4, 1, '', '', 'cathedral', 1, 1, ''],
    ['road', 3, '', '', '', 'inn', '', 2, 1],
    ['monastery', '', '', '', '', '', 1, '', ''],
    ['field', '', '', 3, 1, 'barn, pig', '', '', 1],
    ['city', 3, 0, '', '', 'citizens jury', 2, 1, ''],
    ['extra', '', '', '', '', '', 5, 0, -3],
  ];
  it('per row the points each player receives, then totals', () => {
    const sheet = scoreSheet('CARC_SCORESHEET', log as never);
    expect(sheet.players).toEqual(['Ann', 'Bob', 'Cleo']);
    expect(sheet.rows.map((r) => [r.feature, r.points, ...r.received])).toEqual([
      ['city', 15, 15, 15, 0],
      ['road', 6, 0, 6, 0],
      ['monastery', 9, 9, 0, 0],
      ['field', 17, 0, 0, 17],
      ['city', 6, 6, 6, 0],
      ['extra', '', 5, 0, -3],
    ]);
    expect(sheet.totals).toEqual([35, 27, 14]);
  });
  it('a bad row names its row', () => {
    const bad = [log[0], ['road', 3, '', '', '', 'pig', 1, 0, 0]];
    expect(saidOf(() => scoreSheet('CARC_SCORESHEET', bad as never))).toBe(
      'CARC_SCORESHEET: row 2: modifierNotFor(value: "pig", feature: "road", features: ["field"])',
    );
  });
  it('an unknown feature is named', () =>
    expect(saidOf(() => scoreSheet('CARC_SCORESHEET', [log[0], ['bridge', 3, '', '', '', '', 1, 0, 0]] as never))).toBe(
      'CARC_SCORESHEET: row 2, Feature: featureNotKnown(header: "Feature", value: "bridge", known: "road, city, monastery, field, garden, babayaga, germancastle, germancathedral, extra")',
    ));
});

describe('the loose ends of #39', () => {
  const inEvery = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      return (['en', 'it', 'ro'] as const).map((lang) => errorText(err as PodiumError, lang));
    }
    throw new Error('did not throw');
  };

  it('CARC_AWARD refuses points that no feature scores: not whole (1.5), or below the lowest a feature scores (−3)', () => {
    expect(saidOf(() => carcAward(1.5, [[1, 0]]))).toBe('CARC_AWARD: row 1: notWhole(noun: "points", value: 1.5)');
    expect(saidOf(() => carcAward(-3, [[1, 0]]))).toBe('CARC_AWARD: row 1: countRange(noun: "points", value: -3, least: -2, most: 10000)');
    expect(saidOf(() => carcAward([[4], [-3]], [[1], [0]]))).toBe(
      'CARC_AWARD: row 2: countRange(noun: "points", value: -3, least: -2, most: 10000)',
    );
    // Poverty's −3 after the witch or on a one-tile road: the lowest a feature scores, and the majority receives it
    expect(carcAward(carcRoad(1, 'poverty') as number, [[2, 1]])).toEqual([[-2, 0]]);
  });

  it('no road or city scores below the lowest CARC_AWARD takes, whatever its counts and modifiers', () => {
    const tokens = ['witch', 'mage', 'poverty', 'cathars', 'siege tile', 'inn', 'wealth', 'peasant uprising', 'bad neighbourhood'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 }), fc.subarray(tokens), (tiles, pennants, mods) => {
        const text = mods.map((m) => (m === 'peasant uprising' || m === 'bad neighbourhood' ? `${m} ${tiles}` : m)).join(', ');
        for (const score of [() => carcRoad(tiles, text), () => carcCity(tiles + 1, pennants, text)]) {
          let points: number;
          try {
            points = score() as number;
          } catch {
            continue; // a token that does not apply, or two that never stand together
          }
          expect(points).toBeGreaterThanOrEqual(LOWEST_POINTS);
        }
      }),
    );
  });

  it.each([
    ['CARC_DISPATCH', () => e.carcDispatch('zzz'), 'message'],
    ['CARC_FAIRY', () => e.carcFairy('zzz'), 'event'],
    ['CARC_WATCHTOWER', () => e.carcWatchtower('zzz', 2), 'symbol'],
    ['CARC_FRUIT', () => e.carcFruit('zzz', 2), 'action'],
    ['CARC_TOLL', () => e.carcToll('zzz', 2), 'size'],
    ['CARC_ABBOT', () => e.carcAbbot('zzz', 2), 'placement'],
    ['CARC_CATAPULT', () => e.carcCatapult('zzz'), 'outcome'],
    ['CARC_BAZAAR', () => e.carcBazaar(2, 'zzz'), 'role'],
    ['CARC_LEIPZIG', () => e.carcLeipzig('zzz', 2), 'quarter'],
    ['CARC_WHEEL', () => e.carcWheel('zzz'), 'sector'],
  ])('%s names its keyword argument as its JSDoc writes it, in every language (SPEC §11)', (_, call, argument) => {
    // (CARC_EXPLAIN's feature and counts stand for the log's columns, and are named by their labels: SPEC §11 Native wording 1)
    for (const text of inEvery(call)) expect(text).toMatch(new RegExp(`: ${argument} ["“„]zzz["”]`));
  });
});
