import fs from 'node:fs';
import path from 'node:path';
import { parseCsv, typedCells } from '../src/cli/csv';
import type { Cell } from '../src/engine/shared/cells';
import { loadBundle } from './harness/appsScript';

// CARC_ELO against published Elo ratings of real duels. Source: carcassonne.gg's duel log, the file its Google Sheet's
// script (google-sheets-scritps/elo.gs) writes and the site publishes, github.com/zaharik-ua/carcassonne-gg @ 233bf44,
// json-data/official_matches.json: each duel with its start time, both players (BGA ids and names), the games each won,
// its format (Bo3, Bo5) and both players' published Elo before and after it, rounded to 0.01. test/data/
// carcassonne-gg-duels-2020.csv is every duel of 2020 from it, in its order (519 duels of the World and European Team
// Carcassonne Online Championships, 201 players, 18 match days): Date, Player, Opponent, Wins, Opponent wins and Best of
// as CARC_ELO reads them, with the published Elo after the duel beside (columns CARC_ELO does not read). 2020 is the
// log's first year: every player's first duel there starts at 1500, so the year's ratings owe nothing to earlier duels.
const FILE = path.join(__dirname, 'data/carcassonne-gg-duels-2020.csv');
// as the command line reads a duels file: the counts and the published ratings numbers, the players' BGA ids text
const FIGURES = ['Wins', 'Opponent wins', 'Elo after', 'Opponent Elo after'];
const grid = typedCells(parseCsv(fs.readFileSync(FILE, 'utf8')), (h) => FIGURES.includes(h)) as Cell[][];
const [header, ...duels] = grid;
const column = (name: string) => header.indexOf(name);

/** The published Elo of every player after the last duel up to `day`: the log's "after" of their latest duel. */
function published(day: string): Map<string, number> {
  const after = new Map<string, number>();
  for (const d of duels.filter((r) => String(r[column('Date')]) <= day)) {
    after.set(String(d[column('Player')]), Number(d[column('Elo after')]));
    after.set(String(d[column('Opponent')]), Number(d[column('Opponent Elo after')]));
  }
  return after;
}

const bundle = loadBundle();
/** CARC_ELO in the built file, as a sheet calls it, over the duels up to `day`: each player's Elo. */
function elo(day: string): Map<string, number> {
  const spill = bundle.call('CARC_ELO', [header, ...duels.filter((r) => String(r[column('Date')]) <= day)]) as Cell[][];
  return new Map(spill.slice(1).map((r) => [String(r[1]), r[2] as number]));
}

describe("CARC_ELO reproduces carcassonne.gg's published ratings", () => {
  const days = [...new Set(duels.map((r) => String(r[column('Date')])))];

  it('the file is what the source holds: 519 duels over 18 match days, each a best of 3 won 2–0 or 2–1 (margins 4/3 and 1)', () => {
    expect(duels).toHaveLength(519);
    expect(days).toHaveLength(18);
    expect(new Set(duels.map((r) => r[column('Best of')]))).toEqual(new Set(['Bo3']));
    expect(new Set(duels.map((r) => [r[column('Wins')], r[column('Opponent wins')]].sort().join('–')))).toEqual(new Set(['0–2', '1–2']));
  });

  it.each(days)('after the duels of %s, every player’s Elo is the published one, to its rounding (0.005)', (day) => {
    const ours = elo(day);
    const theirs = published(day);
    expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort());
    const off = [...theirs].filter(([player, rating]) => Math.abs((ours.get(player) as number) - rating) > 0.005 + 1e-9);
    expect(off).toEqual([]);
  });

  it('the same duels in another row order give the same ratings: days in any order, each day’s rows kept apart', () => {
    const all = bundle.call('CARC_ELO', [header, ...duels]);
    // a match day's duels share one date-time (00:00), so they keep the rows' order (SPEC §16.4): days reversed
    const daysReversed = [...days].reverse().flatMap((d) => duels.filter((r) => r[column('Date')] === d));
    expect(bundle.call('CARC_ELO', [header, ...daysReversed])).toEqual(all);
    // every row reversed: no player plays twice on one day of 2020, so the order within a day changes nothing either
    expect(bundle.call('CARC_ELO', [header, ...[...duels].reverse()])).toEqual(all);
  });
});
