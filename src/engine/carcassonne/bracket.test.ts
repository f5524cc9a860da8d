import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import { render, rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillStandings } from '../shared/game';
import { STAGE_IDS, type StageId } from '../shared/stageIds';
import { stageNamed } from '../shared/stages';
import { BRACKET_CUTS, bracketOf, bracketSize, type Slot, seedOrder } from './bracket';
import { carcassonnePairings } from './pairings';
import { readCarcassonneSettings } from './settings';
import { carcassonneStandings } from './standings';

// docs/formats.md#brackets (SPEC §17.5): finals=topN for N from 4 to 64, seeded in the standard bracket order, the
// top seeds on a bye when N is not a power of two, seated stage by stage and ranked by the stage each player reached.
type Row = Cell[];
const HEADER = ['Round', 'Table', 'Player', 'Score', 'Starts'];
const S = 'tiebreak=points';
const name = (k: number) => `P${String(k).padStart(2, '0')}`;

/**
 * One Swiss round of `n` players (n even) where, with tiebreak=points, the preliminary rank of P01 … Pn is its number:
 * P01 … P(n/2) win with 1000, 990 …; P(n/2 + 1) … Pn lose with 500, 490 … (each loser below every winner).
 */
function prelim(n: number): Row[] {
  const half = n / 2;
  return Array.from({ length: half }, (_, k) => [
    [1, k + 1, name(k + 1), 1000 - 10 * k, 'x'],
    [1, k + 1, name(half + k + 1), 500 - 5 * k, ''],
  ]).flat();
}
const seat = (rows: Row[], round: string, settings: string) =>
  carcassonnePairings('CARC_PAIRINGS', [HEADER, ...rows], round, '', '', settings);
const standings = (rows: Row[], settings: string) => carcassonneStandings('CARC_STANDINGS', [HEADER, ...rows], settings);
/** The seated stage with its scores: in each game the player `wins` picks scores 60, the other 40; a bye row stays blank. */
const play = (rows: Row[], round: string, settings: string, wins: (a: string, b: string) => string): Row[] => [
  ...rows,
  ...seat(rows, round, settings).rows.map((r) =>
    r[1] === 'bye' ? [r[0], 'bye', r[2], '', ''] : [r[0], r[1], r[2], wins(String(r[2]), String(r[3])) === r[2] ? 60 : 40, r[4] ? 'x' : ''],
  ),
];
/** Whoever is better seeded (a lower number) wins; `upset` wins for the worse seed. */
const favourite = (a: string, b: string) => (a < b ? a : b);
const upset = (a: string, b: string) => (a < b ? b : a);
const games = (rows: Row[], round: string, settings: string) =>
  seat(rows, round, settings)
    .rows.filter((r) => r[4] === true || r[1] === 'bye')
    .map((r) => (r[1] === 'bye' ? `bye ${r[2]}` : `${r[1]}: ${r[2]} v ${r[3]}`));
/** The standings' Rank, Player and Final columns in a language. */
const finals = (rows: Row[], settings: string, lang: 'en' | 'it' | 'ro' = 'en') =>
  rowsIn(spillStandings(standings(rows, settings)), lang)
    .slice(1)
    .map((r) => `${r[0]} ${r[1]} ${r[r.length - 1]}`);
const pairsOf = (order: number[]) => order.filter((_, k) => k % 2 === 0).map((s, k) => `${s}v${order[2 * k + 1]}`);

describe('the standard bracket order (SPEC §17.5: 1 v 16, 8 v 9, 5 v 12 …)', () => {
  it('16: 1 v 16, 8 v 9, 5 v 12, 4 v 13, 3 v 14, 6 v 11, 7 v 10, 2 v 15, the two best seeds in opposite halves', () => {
    expect(
      pairsOf(seedOrder(16)).map((p) =>
        p
          .split('v')
          .map(Number)
          .sort((a, b) => a - b)
          .join('v'),
      ),
    ).toEqual(['1v16', '8v9', '5v12', '4v13', '3v14', '6v11', '7v10', '2v15']);
  });

  it('32: each seed s of the bracket of 16 meets 33 − s, in the same place', () => {
    const sorted = pairsOf(seedOrder(32)).map((p) =>
      p
        .split('v')
        .map(Number)
        .sort((a, b) => a - b)
        .join('v'),
    );
    expect(sorted).toEqual([
      '1v32',
      '16v17',
      '9v24',
      '8v25',
      '5v28',
      '12v21',
      '13v20',
      '4v29',
      '3v30',
      '14v19',
      '11v22',
      '6v27',
      '7v26',
      '10v23',
      '15v18',
      '2v31',
    ]);
  });

  it('64: 1 v 64, 32 v 33, 17 v 48, 16 v 49 …, 2 v 63 last; each pair sums to 65', () => {
    const sorted = pairsOf(seedOrder(64)).map((p) =>
      p
        .split('v')
        .map(Number)
        .sort((a, b) => a - b),
    );
    expect(sorted.slice(0, 4).map((p) => p.join('v'))).toEqual(['1v64', '32v33', '17v48', '16v49']);
    expect(sorted[31].join('v')).toBe('2v63');
    for (const [a, b] of sorted) expect(a + b).toBe(65);
  });
});

describe('byes: the top seeds wait for the second stage (SPEC §17.5: top24, seeds 1–8 wait for R16)', () => {
  it.each([
    // N, bracket, first stage, its games by table, the seeds on a bye
    [5, 8, 'QF', ['4v5'], [1, 2, 3]],
    [6, 8, 'QF', ['4v5', '3v6'], [1, 2]],
    [12, 16, 'R16', ['8v9', '5v12', '6v11', '7v10'], [1, 2, 3, 4]],
    [24, 32, 'R32', ['16v17', '9v24', '12v21', '13v20', '14v19', '11v22', '10v23', '15v18'], [1, 2, 3, 4, 5, 6, 7, 8]],
  ])('top%i: a bracket of %i from the %s, games %j, byes %j', (n, size, first, firstGames, byes) => {
    const b = bracketOf(n);
    expect([b.size, b.stages[0]]).toEqual([size, first]);
    expect(b.first.map(([x, y]) => `${x}v${y}`)).toEqual(firstGames);
    expect(b.byes).toEqual(byes);
  });

  it('top48: a bracket of 64, seeds 1–16 wait for R32, 16 games of R64 from 17 v 48 to 18 v 47', () => {
    const b = bracketOf(48);
    expect([b.size, b.stages]).toEqual([64, ['R64', 'R32', 'R16', 'QF', 'SF', '3P', 'F']]);
    expect(b.byes).toEqual(Array.from({ length: 16 }, (_, k) => k + 1));
    expect(b.first).toHaveLength(16);
    expect(b.first[0]).toEqual([32, 33]);
    expect(new Set(b.first.flat())).toEqual(new Set(Array.from({ length: 32 }, (_, k) => k + 17)));
  });

  it('top8 and top4 keep §10: quarter-finals 1 v 5, 2 v 6, 3 v 7, 4 v 8; semi-finals 1 v 4, 2 v 3', () => {
    expect(bracketOf(8).first).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
    ]);
    expect(bracketOf(8).slots('QF')).toEqual([{ table: 1 }, { table: 4 }, { table: 2 }, { table: 3 }]);
    expect(bracketOf(4).first).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(bracketOf(4).stages).toEqual(['SF', '3P', 'F']);
  });
});

describe('a bracket is a single-elimination tree (properties, every N from 4 to 64)', () => {
  const cuts = fc.integer({ min: BRACKET_CUTS.least, max: BRACKET_CUTS.most });

  it('each seed appears once in the first stage it plays, and the byes are the top seeds only', () =>
    fc.assert(
      fc.property(cuts, (n) => {
        const b = bracketOf(n);
        const size = bracketSize(n);
        expect(size).toBeGreaterThanOrEqual(n);
        expect(size / 2).toBeLessThan(n);
        const seeds = [...b.first.flat(), ...b.byes].sort((x, y) => x - y);
        expect(seeds).toEqual(Array.from({ length: n }, (_, k) => k + 1));
        expect(b.byes).toEqual(Array.from({ length: size - n }, (_, k) => k + 1));
        // a bye is no game: each first-stage game has two seeds, the better first
        for (const [x, y] of b.first) expect(x).toBeLessThan(y);
      }),
      { numRuns: 61 },
    ));

  it('played out with any winners, each stage halves the field, N − 1 games send one champion home unbeaten', () =>
    fc.assert(
      fc.property(cuts, fc.infiniteStream(fc.boolean()), (n, coins) => {
        const b = bracketOf(n);
        const it = coins[Symbol.iterator]();
        const path = b.stages.filter((s) => s !== '3P');
        const out = new Set<number>();
        // each stage's winners by table, and the players a slot holds
        let winners = new Map<number, number>();
        let playing: number[][] = b.first;
        const gamesPlayed: number[] = [];
        for (let level = 0; level < path.length; level++) {
          const stage = path[level];
          if (level > 0) {
            const before = path[level - 1];
            const slots = b.slots(before);
            const at = (slot: Slot) => ('bye' in slot ? slot.bye : (winners.get(slot.table) as number));
            playing = Array.from({ length: slots.length / 2 }, (_, k) => [at(slots[2 * k]), at(slots[2 * k + 1])]);
          }
          expect(playing).toHaveLength(b.games(stage));
          gamesPlayed.push(playing.length);
          winners = new Map();
          playing.forEach(([x, y], t) => {
            expect(out.has(x) || out.has(y)).toBe(false);
            const [w, l] = it.next().value ? [x, y] : [y, x];
            out.add(l);
            winners.set(t + 1, w);
          });
        }
        expect(gamesPlayed.reduce((a, c) => a + c, 0)).toBe(n - 1);
        expect(gamesPlayed[gamesPlayed.length - 1]).toBe(1);
        expect(out.size).toBe(n - 1);
      }),
      { numRuns: 200 },
    ));

  it('when the better seed always wins, the semi-finals are 1 v 4 and 2 v 3 and the final 1 v 2', () =>
    fc.assert(
      fc.property(cuts, (n) => {
        const b = bracketOf(n);
        const path = b.stages.filter((s) => s !== '3P');
        let winners = new Map<number, number>(b.first.map(([x], t) => [t + 1, x]));
        let met: number[][] = [];
        for (let level = 1; level < path.length; level++) {
          const slots = b.slots(path[level - 1]);
          const at = (slot: Slot) => ('bye' in slot ? slot.bye : (winners.get(slot.table) as number));
          met = Array.from({ length: slots.length / 2 }, (_, k) => [at(slots[2 * k]), at(slots[2 * k + 1])].sort((x, y) => x - y));
          if (path[level] === 'SF')
            expect(met).toEqual([
              [1, 4],
              [2, 3],
            ]);
          winners = new Map(met.map(([x], t) => [t + 1, x]));
        }
        expect(met).toEqual([[1, 2]]);
      }),
      { numRuns: 61 },
    ));
});

describe('a bracket of 24 seated and ranked (docs/formats.md#brackets)', () => {
  const T24 = `${S}; finals=top24`;
  const P = prelim(26);

  it('R32: seeds 9–24 play, 16 v 17 first, better seed starting; seeds 1–8 are on a bye, in words', () => {
    expect(games(P, 'R32', T24)).toEqual([
      '1: P16 v P17',
      '2: P09 v P24',
      '3: P12 v P21',
      '4: P13 v P20',
      '5: P14 v P19',
      '6: P11 v P22',
      '7: P10 v P23',
      '8: P15 v P18',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => `bye ${name(k)}`),
    ]);
    expect(seat(P, 'R32', T24).rows.filter((r) => r[1] === 'bye')[0]).toEqual(['R32', 'bye', 'P01', '', false]);
    // every name of the stage seats it
    for (const word of ['Round of 32', 'Sedicesimi', 'Șaisprezecimi', 'R32'])
      expect(seat(P, word, T24).rows).toEqual(seat(P, 'R32', T24).rows);
  });

  it('R16 takes each bye seed and the winner beside it: 1 v (16 v 17), (9 v 24) v 8 …; upsets change who, not where', () => {
    const r32 = play(P, 'R32', T24, upset);
    expect(games(r32, 'R16', T24)).toEqual([
      '1: P01 v P17',
      '2: P08 v P24',
      '3: P05 v P21',
      '4: P04 v P20',
      '5: P03 v P19',
      '6: P06 v P22',
      '7: P07 v P23',
      '8: P02 v P18',
    ]);
  });

  it('places: R32 losers 17th–24th, R16 losers 9th–16th, each group by preliminary rank; the Final column names the stage reached', () => {
    const r32 = play(P, 'R32', T24, favourite);
    // R32 complete: the byes and the winners (seeds 1–16) reached R16; its losers 17–24; everyone else after them
    const after32 = finals(r32, T24);
    expect(after32.slice(0, 16)).toEqual(Array.from({ length: 16 }, (_, k) => `${k + 1} ${name(k + 1)} Round of 16`));
    expect(after32.slice(16, 24)).toEqual(Array.from({ length: 8 }, (_, k) => `${k + 17} ${name(k + 17)} Round of 32`));
    expect(after32.slice(24)).toEqual(['25 P25 ', '26 P26 ']);
    const r16 = play(r32, 'R16', T24, upset);
    // upsets in R16: P09–P16 go on to the quarter-finals, P01–P08 take 9th–16th in preliminary order
    const after16 = finals(r16, T24);
    expect(after16.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, k) => `${k + 1} ${name(k + 9)} Quarter-final`));
    expect(after16.slice(8, 16)).toEqual(Array.from({ length: 8 }, (_, k) => `${k + 9} ${name(k + 1)} Round of 16`));
    // in Italian and Romanian, the reader's words for it (SPEC §17.5: Ottavi, Optimi)
    expect(finals(r16, T24, 'it')[8]).toBe('9 P01 Ottavi');
    expect(finals(r16, T24, 'ro')[8]).toBe('9 P01 Optimi');
    expect(finals(r32, T24, 'it')[16]).toBe('17 P17 Sedicesimi');
    expect(finals(r32, T24, 'ro')[16]).toBe('17 P17 Șaisprezecimi');
  });

  it('played through to the final: a champion, the final, the third-place game, then quarter-final, R16 and R32 losers', () => {
    let rows = P;
    for (const stage of ['R32', 'R16', 'QF', 'SF', '3P', 'F']) rows = play(rows, stage, T24, favourite);
    const all = finals(rows, T24);
    expect(all.slice(0, 4)).toEqual(['1 P01 Champion', '2 P02 Final', '3 P03 Third place', '4 P04 Third place']);
    expect(all.slice(4, 8).map((r) => r.split(' ')[2])).toEqual(Array(4).fill('Quarter-final'));
    expect(all.slice(8, 16).every((r) => r.endsWith('Round of 16'))).toBe(true);
    expect(all.slice(16, 24).every((r) => r.endsWith('Round of 32'))).toBe(true);
  });

  it('a bracket of 64 from the first stage: R64 losers 33rd–64th read "Round of 64", Trentaduesimi, Treizecișidoimi', () => {
    const rows = play(prelim(64), 'R64', `${S}; finals=top64`, favourite);
    expect(finals(rows, `${S}; finals=top64`).slice(32, 34)).toEqual(['33 P33 Round of 64', '34 P34 Round of 64']);
    expect(finals(rows, `${S}; finals=top64`, 'it')[32]).toBe('33 P33 Trentaduesimi');
    expect(finals(rows, `${S}; finals=top64`, 'ro')[32]).toBe('33 P33 Treizecișidoimi');
  });
});

describe('errors of a bracket, in every language', () => {
  const P = prelim(26);
  const T24 = `${S}; finals=top24`;
  const inEvery = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      const said = (e as { problems: { message: Parameters<typeof render>[0] }[] }).problems[0].message;
      return (['en', 'it', 'ro'] as const).map((l) => render(said, l));
    }
    throw new Error('no error');
  };

  it.each(['top3', 'top65', 'top08', 'top', 'top-24', 'top2.5', 'best24'])('finals=%s is no bracket: 4 to 64 players', (value) => {
    expect(saidOf(() => readCarcassonneSettings('CARC_STANDINGS', `finals=${value}`))).toMatch(/settingNotAllowed\(key: "finals"/);
    const [en, it, ro] = inEvery(() => readCarcassonneSettings('CARC_STANDINGS', `finals=${value}`));
    expect(en).toContain('top and the number of players the bracket takes, from 4 to 64 (top24)');
    expect(it).toContain('top e il numero di giocatori della fase a eliminazione diretta, da 4 a 64 (top24)');
    expect(ro).toContain('top și numărul de jucători ai tabloului, de la 4 la 64 (top24)');
  });

  it('a stage the bracket does not play', () => {
    expect(inEvery(() => seat(P, 'R64', T24))).toEqual([
      'with finals=top24 the knockout begins with the round-of-32 games (R32); there are no round-of-64 games (R64)',
      "con finals=top24 l'eliminazione diretta inizia dai sedicesimi di finale (R32); non ci sono trentaduesimi di finale (R64)",
      'cu finals=top24 eliminarea directă începe cu șaisprezecimile de finală (R32); nu există treizecișidoimi de finală (R64)',
    ]);
    expect(inEvery(() => seat(P, 'R16', `${S}; finals=top8`))[1]).toBe(
      "con finals=top8 l'eliminazione diretta inizia dai quarti di finale (QF); non ci sono ottavi di finale (R16)",
    );
  });

  it('a stage result missing: R16 before R32 is written, or before it is scored', () => {
    expect(inEvery(() => seat(P, 'R16', T24))).toEqual([
      'the round-of-16 games are seated after the round-of-32 games, which the results do not hold yet',
      'gli ottavi di finale si dispongono dopo i sedicesimi di finale, che i risultati non contengono ancora',
      'optimile de finală se așază după șaisprezecimile de finală, pe care rezultatele nu le conțin încă',
    ]);
    const half = play(P, 'R32', T24, favourite).map((r) => (r[0] === 'R32' && Number(r[1]) > 4 ? [...r.slice(0, 3), '', r[4]] : r));
    expect(inEvery(() => seat(half, 'R16', T24))[0]).toBe(
      'the round-of-16 games are seated once the round-of-32 games are complete: 4 of 8 scored',
    );
  });

  it('a bye row only in the first stage of a bracket with byes', () => {
    const r32 = play(P, 'R32', T24, favourite);
    expect(saidOf(() => standings([...r32, ['R16', 'bye', 'P01', '', '']], T24))).toMatch(/atRound\(round: "R16"\): stageNoBye/);
    expect(saidOf(() => standings([...prelim(32), ['R32', 'bye', 'P01', '', '']], `${S}; finals=top32`))).toMatch(/stageNoBye/);
  });

  it('every stage id names itself, and R16 is a stage, never round 16', () => {
    for (const id of STAGE_IDS) expect(stageNamed(id)).toBe(id as StageId);
  });
});

describe('a bracket in match mode (SPEC §17.5: each stage a match of §17.1, stage-best-of=)', () => {
  const WON = ['Round', 'Match', 'Player', 'Games won'];
  /**
   * One round of best-of-7 matches: P01 4–0 P05, P02 4–1 P06, P03 4–2 P07, P04 4–3 P08, so that by game difference
   * the preliminary order is P01, P02, P03, P04, P08, P07, P06, P05.
   */
  const ROUND: Row[] = [
    [1, 1, 'P01', 4],
    [1, 1, 'P05', 0],
    [1, 2, 'P02', 4],
    [1, 2, 'P06', 1],
    [1, 3, 'P03', 4],
    [1, 3, 'P07', 2],
    [1, 4, 'P04', 4],
    [1, 4, 'P08', 3],
  ];
  const M = 'best-of=7; finals=top4; stage-best-of=SF:3/3P:1/F:5';
  const SF: Row[] = [
    ['SF', 1, 'P01', 2],
    ['SF', 1, 'P04', 1],
    ['SF', 2, 'P02', 0],
    ['SF', 2, 'P03', 2],
  ];
  const ranked = (rows: Row[], settings = M) =>
    rowsIn(spillStandings(carcassonneStandings('CARC_STANDINGS', [WON, ...rows], settings)), 'en')
      .slice(1)
      .map((r) => `${r[0]} ${r[1]} ${r[r.length - 1]}`);

  it('semi-finals best of 3, the third-place game best of 1, the final best of 5: the places as in duel mode', () => {
    const rows = [...ROUND, ...SF, ['3P', 1, 'P04', 1], ['3P', 1, 'P02', 0], ['F', 1, 'P01', 3], ['F', 1, 'P03', 2]];
    expect(ranked(rows).slice(0, 4)).toEqual(['1 P01 Champion', '2 P03 Final', '3 P04 Third place', '4 P02 Third place']);
    // the preliminary figures count the rounds only
    expect(ranked(rows).slice(4)).toEqual(['5 P08 ', '6 P07 ', '7 P06 ', '8 P05 ']);
  });

  it('a final at 2–1 in a best of 5 is not complete: a warning, and its players stay finalists', () => {
    const rows = [...ROUND, ...SF, ['F', 1, 'P01', 2], ['F', 1, 'P03', 1]];
    const s = carcassonneStandings('CARC_STANDINGS', [WON, ...rows], M);
    expect(s.warnings.map((w) => w.id)).toContain('matchIncomplete');
    expect(ranked(rows).slice(0, 4)).toEqual(['1 P01 Final', '2 P03 Final', '3 P02 Semi-final', '4 P04 Semi-final']);
  });

  it('stage-best-of=3: a semi-final won 3–1 has more games than a best of 3, an error naming the row', () => {
    const rows = [...ROUND, ...SF.map((r) => (r[2] === 'P01' ? [...r.slice(0, 3), 3] : r))];
    expect(saidOf(() => carcassonneStandings('CARC_STANDINGS', [WON, ...rows], 'best-of=7; stage-best-of=3; finals=top4'))).toMatch(
      /^CARC_STANDINGS: row 10, Games won, atMatchUnder\(label: "SF", id: "1"\): tooManyGames\(games: 4, bestOf: 3\)$/,
    );
  });

  it('a bracket of 5: the quarter-final 4 v 5 and three byes written as bye rows; a bye in a later stage is an error', () => {
    const five = 'best-of=7; finals=top5; stage-best-of=3';
    const byes = ['P01', 'P02', 'P03'].map((p) => ['QF', 'bye', p, '']);
    const qf = [...ROUND, ['QF', 1, 'P04', 2], ['QF', 1, 'P08', 1], ...byes];
    expect(ranked(qf, five).slice(0, 5)).toEqual([
      '1 P01 Semi-final',
      '2 P02 Semi-final',
      '3 P03 Semi-final',
      '4 P04 Semi-final',
      '5 P08 Quarter-final',
    ]);
    expect(saidOf(() => ranked([...qf, ['SF', 'bye', 'P01', '']], five))).toMatch(/atRound\(round: "SF"\): stageNoBye/);
  });

  it('CARC_PAIRINGS seats a bracket of matches by Match, without Starts: the top 5, three byes, then the semi-finals', () => {
    const five = 'best-of=7; finals=top5; stage-best-of=3';
    const seatM = (rows: Row[], round: string) => carcassonnePairings('CARC_PAIRINGS', [WON, ...rows], round, '', '', five);
    const qf = seatM(ROUND, 'QF');
    expect(qf.header.map((h) => h.en)).toEqual(['Round', 'Match', 'Player', 'Opponent']);
    expect(qf.rows).toEqual([
      ['QF', 1, 'P04', 'P08'],
      ['QF', 1, 'P08', 'P04'],
      ['QF', 'bye', 'P01', ''],
      ['QF', 'bye', 'P02', ''],
      ['QF', 'bye', 'P03', ''],
    ]);
    // P08 wins the quarter-final 2–1: the semi-finals are 1 v (4 v 5) and 2 v 3
    const played = [...ROUND, ['QF', 1, 'P04', 1], ['QF', 1, 'P08', 2], ...qf.rows.slice(2).map((r) => [r[0], r[1], r[2], ''])];
    expect(seatM(played, 'SF').rows.filter((_, k) => k % 2 === 0)).toEqual([
      ['SF', 1, 'P01', 'P08'],
      ['SF', 2, 'P02', 'P03'],
    ]);
  });

  it('errors: a stage the bracket does not play, a player with no preliminary match', () => {
    expect(saidOf(() => ranked([...ROUND, ['QF', 1, 'P01', 2], ['QF', 1, 'P05', 0]]))).toMatch(
      /notThisGamesStage\(round: "QF", game: "Carcassonne", stages: \["SF", "3P", "F"\]\)/,
    );
    expect(saidOf(() => ranked([...ROUND, ['SF', 1, 'P01', 2], ['SF', 1, 'Zoe', 0]]))).toMatch(/notAFinalist\(player: "Zoe"\)/);
  });

  it.each(['QF:4', 'R16:3/R16:5', 'X:3', '2', 'SF:3/sf:5', 'SF:'])('stage-best-of=%s is refused', (value) => {
    const said = saidOf(() => readCarcassonneSettings('CARC_STANDINGS', `stage-best-of=${value}`));
    expect(said).toMatch(/settingNotAllowed\(key: "stage-best-of"/);
  });

  it('stage-best-of: the shape of its values in three languages', () => {
    let error: unknown;
    try {
      readCarcassonneSettings('CARC_STANDINGS', 'stage-best-of=QF:4');
    } catch (e) {
      error = e;
    }
    const said = (error as { problems: { message: Parameters<typeof render>[0] }[] }).problems[0].message;
    expect(render(said, 'en')).toContain('same, 1, 3, 5 or 7 for every stage, or stages with theirs (QF:3/SF:5/F:5/3P:3)');
    expect(render(said, 'it')).toContain('same, 1, 3, 5 o 7 per ogni fase, oppure le fasi con il proprio (QF:3/SF:5/F:5/3P:3)');
    expect(render(said, 'ro')).toContain('same, 1, 3, 5 sau 7 pentru fiecare fază, ori fazele cu numărul lor (QF:3/SF:5/F:5/3P:3)');
  });
});
