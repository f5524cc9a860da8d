import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import { render } from '../i18n/message';
import { rankLabel } from '../shared/ranking';
import { catanStandings } from './standings';

type Row = [number | string, number | string, string, number | string, string?];
const HEADER = ['Round', 'Table', 'Player', 'VP', 'Declared'];
const standings = (rows: Row[], settings?: string, header = HEADER) =>
  catanStandings('CATAN_STANDINGS', [header, ...rows.map((r) => [...r])] as never, settings);
const table = (ranked: ReturnType<typeof standings>['ranked']) =>
  ranked.map((r) => [rankLabel(r), r.item.player, r.item.roundPoints.toNumber(), r.item.vp, r.item.games]);

/** One table of a round: players and their VP, fillers named by round and table so nobody sits twice. */
const seat = (round: number, t: number, players: [string, number | string][], declared?: string): Row[] =>
  players.map(([p, vp]) => [round, t, p, vp, p === declared ? 'x' : '']);

describe('CATAN_STANDINGS: the chain of docs/catan.md#tournament-standings', () => {
  it('ranks by round points, then VP, then VP %, then name', () => {
    const rows = [
      ...seat(1, 1, [
        ['Ada', 10],
        ['Bo', 8],
        ['Cy', 8],
        ['Di', 5],
      ]),
      ...seat(2, 1, [
        ['Ada', 6],
        ['Bo', 9],
        ['Cy', 9],
        ['Di', 7],
      ]),
    ];
    expect(table(standings(rows).ranked)).toEqual([
      [1, 'Bo', 2.5 + 4, 17, 2],
      [2, 'Cy', 2.5 + 4, 17, 2],
      [3, 'Ada', 5 + 1, 16, 2],
      [4, 'Di', 1 + 2, 12, 2],
    ]);
  });

  it('says which criterion separated each pair', () => {
    const rows = [
      ...seat(1, 1, [
        ['Ada', 10],
        ['Bo', 8],
        ['Cy', 8],
        ['Di', 5],
      ]),
    ];
    expect(standings(rows).ranked.map((r) => r.decidedBy?.en)).toEqual([undefined, 'round points', 'name', 'round points']);
  });

  it('a declared victory places the declarer first at the table', () => {
    const rows = seat(
      1,
      1,
      [
        ['Ada', 11],
        ['Bo', 10],
        ['Cy', 7],
        ['Di', 7],
      ],
      'Bo',
    );
    expect(table(standings(rows).ranked).map((r) => [r[1], r[2]])).toEqual([
      ['Bo', 5],
      ['Ada', 3],
      ['Cy', 1.5],
      ['Di', 1.5],
    ]);
  });

  // Zeno's shares 3/30, 6/30, 9/30 and Adele's 9/30, 6/30, 3/30 are equal as fractions, but added as floats in
  // that order Zeno's come to 0.6000000000000001 and Adele's to 0.6: only exact arithmetic ties them.
  const exactTie: Row[] = [
    ...seat(1, 1, [
      ['Zeno', 3],
      ['F11a', 10],
      ['F11b', 9],
      ['F11c', 8],
    ]),
    ...seat(1, 2, [
      ['Adele', 9],
      ['F12a', 10],
      ['F12b', 6],
      ['F12c', 5],
    ]),
    ...seat(2, 1, [
      ['Zeno', 6],
      ['F21a', 10],
      ['F21b', 8],
      ['F21c', 6],
    ]),
    ...seat(2, 2, [
      ['Adele', 6],
      ['F22a', 10],
      ['F22b', 8],
      ['F22c', 6],
    ]),
    ...seat(3, 1, [
      ['Zeno', 9],
      ['F31a', 10],
      ['F31b', 6],
      ['F31c', 5],
    ]),
    ...seat(3, 2, [
      ['Adele', 3],
      ['F32a', 10],
      ['F32b', 9],
      ['F32c', 8],
    ]),
  ];
  it.each(['mean', 'sum', 'pooled'])('VP %% ties are exact under share=%s, and the name decides', (share) => {
    const ranked = standings(exactTie, `share=${share}`).ranked;
    const adele = ranked.findIndex((r) => r.item.player === 'Adele');
    expect(ranked[adele + 1].item.player).toBe('Zeno');
    expect(ranked[adele + 1].decidedBy?.en).toBe('name');
  });

  it('the share settings measure VP % differently', () => {
    const rows = [
      ...seat(1, 1, [
        ['Ada', 10],
        ['Bo', 5],
        ['Cy', 5],
      ]),
      ...seat(2, 1, [
        ['Ada', 2],
        ['Bo', 8],
        ['Cy', 10],
      ]),
    ];
    const ada = (share: string) =>
      standings(rows, `share=${share}`)
        .ranked.find((r) => r.item.player === 'Ada')
        ?.item.share.toString();
    expect(ada('mean')).toBe('3/10'); // (10/20 + 2/20) / 2
    expect(ada('sum')).toBe('3/5');
    expect(ada('pooled')).toBe('3/10'); // 12 / 40
    const rows2 = [
      ...seat(1, 1, [
        ['Ada', 10],
        ['Bo', 5],
        ['Cy', 5],
      ]),
      ...seat(2, 1, [
        ['Ada', 2],
        ['Bo', 8],
        ['Cy', 9],
        ['Di', 9],
      ]),
    ];
    const ada2 = (share: string) =>
      standings(rows2, `share=${share}; three=5-3-1`)
        .ranked.find((r) => r.item.player === 'Ada')
        ?.item.share.toString();
    expect(ada2('mean')).toBe('2/7'); // (10/20 + 2/28) / 2
    expect(ada2('pooled')).toBe('1/4'); // 12 / 48
  });

  it('the alphabetical step ignores case and accents', () => {
    const rows = seat(1, 1, [
      ['émile', 8],
      ['Zoë', 8],
      ['adam', 8],
      ['Bea', 8],
    ]);
    expect(standings(rows).ranked.map((r) => r.item.player)).toEqual(['adam', 'Bea', 'émile', 'Zoë']);
  });

  it('three-player tables under three=5-3-1', () => {
    const rows = seat(1, 1, [
      ['Ada', 10],
      ['Bo', 8],
      ['Cy', 7],
    ]);
    expect(table(standings(rows, 'three=5-3-1').ranked).map((r) => r[2])).toEqual([5, 3, 1]);
  });

  it('reads Italian headers and names trimmed with inner spaces collapsed', () => {
    const rows: Row[] = [
      [1, 1, ' Anna  Rossi ', 9],
      [1, 1, 'Bo', 8],
      [1, 1, 'Cy', 7],
      [2, 1, 'Anna Rossi', 9],
      [2, 1, 'Bo', 8],
      [2, 1, 'Cy', 7],
    ];
    const result = standings(rows, '', ['Turno', 'Tavolo', 'Giocatore', 'Punti vittoria', 'Vittoria dichiarata']);
    expect(table(result.ranked)[0]).toEqual([1, 'Anna Rossi', 10, 18, 2]);
  });

  it('warns of names that differ only in case or accents, without merging them', () => {
    const rows = [
      ...seat(1, 1, [
        ['Ana', 9],
        ['Bo', 8],
        ['Cy', 7],
      ]),
      ...seat(2, 1, [
        ['ANA', 9],
        ['Bo', 8],
        ['Cy', 7],
      ]),
    ];
    const result = standings(rows);
    expect(result.ranked).toHaveLength(4);
    expect(result.warnings.map((w) => render(w))).toEqual([
      '"Ana" and "ANA" differ only in case or accents; if they are one player, spell the name the same way',
    ]);
  });
});

describe('CATAN_STANDINGS: errors', () => {
  it('a player twice in one round', () =>
    expect(
      saidOf(() =>
        standings([
          ...seat(1, 1, [
            ['Ada', 9],
            ['Bo', 8],
            ['Cy', 7],
          ]),
          ...seat(1, 2, [
            ['Ada', 9],
            ['Di', 8],
            ['Ed', 7],
          ]),
        ]),
      ),
    ).toBe(
      'CATAN_STANDINGS: row 5, Player, atSitting(round: "1", kind: "table", id: "2"): playsTwice(player: "Ada", round: "1", earlier: atSitting(round: "1", kind: "table", id: "1"), kind: "table")',
    ));
  it('a blank VP names the table', () =>
    expect(
      saidOf(() =>
        standings(
          seat(1, 4, [
            ['Ada', ''],
            ['Bo', 8],
            ['Cy', 7],
          ]),
        ),
      ),
    ).toBe('CATAN_STANDINGS: row 2, VP, atSitting(round: "1", kind: "table", id: "4"): blankScoreFor(header: "VP", player: "Ada")'));
  it('VP outside 2..22 and not whole', () => {
    expect(
      saidOf(() =>
        standings(
          seat(1, 1, [
            ['Ada', 23],
            ['Bo', 8],
            ['Cy', 7],
          ]),
        ),
      ),
    ).toBe('CATAN_STANDINGS: row 2, VP, atSitting(round: "1", kind: "table", id: "1"): vpRange(vp: 23, least: 2, most: 22)');
    expect(
      saidOf(() =>
        standings(
          seat(1, 1, [
            ['Ada', '9,5'],
            ['Bo', 8],
            ['Cy', 7],
          ]),
        ),
      ),
    ).toBe('CATAN_STANDINGS: row 2, VP, atSitting(round: "1", kind: "table", id: "1"): notWhole(noun: "VP", value: 9.5)');
  });
  it('a table of 2 or 5', () =>
    expect(
      saidOf(() =>
        standings(
          seat(1, 1, [
            ['Ada', 9],
            ['Bo', 8],
          ]),
        ),
      ),
    ).toBe('CATAN_STANDINGS: row 2, Table, atSitting(round: "1", kind: "table", id: "1"): tableSize(players: 2)'));
  it('a missing column', () =>
    expect(saidOf(() => standings([], '', ['Round', 'Table', 'Player']))).toBe(
      'CATAN_STANDINGS: row 1, VP: columnMissing(column: columnLabel(key: "vp"), aliases: ["VP", "PV", "Punti vittoria", "Victory points", "Punti"])',
    ));
  it('every problem is reported, each with its column', () => {
    try {
      standings([
        ...seat(1, 1, [
          ['Ada', 'x'],
          ['Bo', 8],
          ['Cy', 7],
        ]),
        [2, '', 'Bo', 8],
      ]);
    } catch (e) {
      const problems = (e as { problems: { row: number; col: number }[] }).problems;
      expect(problems.map((p) => [p.row, p.col])).toEqual([
        [2, 3],
        [5, 1],
      ]);
    }
    expect.assertions(1);
  });
});

describe('properties', () => {
  const tournament = fc
    .array(fc.array(fc.array(fc.integer({ min: 2, max: 9 }), { minLength: 3, maxLength: 4 }), { minLength: 1, maxLength: 3 }), {
      minLength: 1,
      maxLength: 3,
    })
    .map((rounds) =>
      rounds.flatMap((tables, r) => {
        let p = 0;
        return tables.flatMap((vps, t) => vps.map((vp): Row => [r + 1, t + 1, `P${p++}`, vp]));
      }),
    );
  it('shuffling the rows never changes the standings', () =>
    fc.assert(
      fc.property(
        tournament.chain((rows) =>
          fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length })),
        ),
        ([rows, shuffled]) => {
          expect(table(standings(shuffled).ranked)).toEqual(table(standings(rows).ranked));
        },
      ),
    ));
  it('ranks are 1..N, never shared', () =>
    fc.assert(
      fc.property(tournament, (rows) => {
        const ranked = standings(rows).ranked;
        expect(ranked.map((r) => rankLabel(r))).toEqual(ranked.map((_, i) => i + 1));
      }),
    ));
});

describe('CATAN_STANDINGS: tables not yet played (docs/conventions.md)', () => {
  const played = seat(1, 1, [
    ['Ada', 10],
    ['Bo', 8],
    ['Cy', 7],
  ]);
  const waiting = (round: number, t: number, names: string[]): Row[] => names.map((p) => [round, t, p, '']);
  it('a table whose VP are all blank is left out of every figure, with one warning per round', () => {
    const s = standings([...played, ...waiting(2, 1, ['Ada', 'Bo', 'Cy']), ...waiting(2, 2, ['Di', 'Ed', 'Fe'])]);
    expect(table(s.ranked)).toEqual(table(standings(played).ranked));
    expect(s.warnings.map((w) => render(w))).toEqual(['2 tables await scores (round 2)']);
    expect(s.games).toBe(1);
  });
  it('its identities are still checked: a player twice in the round', () =>
    expect(saidOf(() => standings([...played, ...waiting(2, 1, ['Ada', 'Bo', 'Cy']), ...waiting(2, 2, ['Ada', 'Ed', 'Fe'])]))).toBe(
      'CATAN_STANDINGS: row 8, Player, atSitting(round: "2", kind: "table", id: "2"): playsTwice(player: "Ada", round: "2", earlier: atSitting(round: "2", kind: "table", id: "1"), kind: "table")',
    ));
});
