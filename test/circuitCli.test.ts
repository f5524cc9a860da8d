import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../src/cli/csv';
import { podiumIn, tempFile } from './harness/cli';

// podium circuit, rating and elo (docs/circuits.md#the-command-line): the examples the guide works through, an
// aliases file, problems at their line in the file they are in, and a bad setting as a usage error.
const SEASON = 'examples/circuit-season.csv';
const ALIASES = 'examples/circuit-aliases.csv';
const DUELS = 'examples/carcassonne-duels.csv';
const write = (name: string, text: string) => tempFile(name, text, 'podium-circuit-');

describe("the guide's worked examples (docs/guide.md) are what the command line prints", () => {
  const readme = fs.readFileSync(path.join(__dirname, '../docs/guide.md'), 'utf8');
  /** The lines of the guide's block that follows a command, without those it leaves out (…). */
  const shown = (command: string) => {
    const after = readme.slice(readme.indexOf(command));
    const block = after.slice(after.indexOf('```\n') + 4, after.indexOf('\n```', after.indexOf('```\n') + 4));
    return block.split('\n').filter((l) => l !== '…');
  };
  const lines = (text: string) => text.split('\n').filter((l) => !/^-+(\s+-+)*$/.test(l));

  it.each([
    [
      'npx podium circuit examples/circuit-season.csv --settings "points=table:10-8-6-5-4-3-2-1; best=3"',
      ['circuit', SEASON, '--settings', 'points=table:10-8-6-5-4-3-2-1; best=3'],
    ],
    ['npx podium elo examples/carcassonne-duels.csv --lang ro', ['elo', DUELS, '--lang', 'ro']],
  ])('%s', (command, argv) => {
    const r = podiumIn(argv as string[]);
    expect(r.status).toBe(0);
    for (const line of shown(command)) expect(lines(r.out)).toContain(line);
  });
});

describe('podium circuit, rating and elo', () => {
  it('--aliases counts an alias as its player: one player, four events, no warning left', () => {
    const r = podiumIn(['circuit', SEASON, '--aliases', ALIASES, '--settings', 'points=table:10-8-6-5-4-3-2-1; best=3', '--format', 'csv']);
    expect(r.status).toBe(0);
    const rows = parseCsv(r.out);
    expect(rows[1]).toEqual(['1', 'Mihai Stan', '28', '4', '3', '1', '8', '10', '(6)', '10']);
    expect(rows.map((row) => row[1])).not.toContain('M. Stan');
    expect(r.err).toBe('');
  });

  it("names a problem at its line of the file it is in: the events', the aliases'; exit 1", () => {
    const bad = write('events.csv', 'Event,Date,Player,Place,Players\nA,2025-01-05,Ann,3,2\n');
    expect(podiumIn(['circuit', bad])).toMatchObject({
      status: 1,
      err: expect.stringContaining(`${bad} line 2, column 4 (Place): Place 3 is not a whole number from 1 to 2`),
    });
    const aliases = write('aliases.csv', 'Alias,Player\nF.,\n');
    expect(podiumIn(['circuit', SEASON, '--aliases', aliases])).toMatchObject({
      status: 1,
      err: expect.stringContaining(`${aliases} line 2, column 2 (Player): blank Player`),
    });
    expect(podiumIn(['elo', write('duels.csv', 'Date,Player,Opponent,Wins,Opponent wins\n2025-01-05,Ann,Ann,2,0\n')])).toMatchObject({
      status: 1,
      err: expect.stringContaining('line 2, column 3 (Opponent): Ann against themselves'),
    });
  });

  it('a bad setting is a usage error, exit 2, in the language asked for', () => {
    expect(podiumIn(['circuit', SEASON, '--settings', 'best=0'])).toMatchObject({
      status: 2,
      err: expect.stringMatching(/^podium: --settings: setting best="0" is not allowed/),
    });
    expect(podiumIn(['elo', DUELS, '--settings', 'k=0', '--lang', 'it'])).toMatchObject({
      status: 2,
      err: expect.stringMatching(/^podium: --settings: impostazione “k=0” non ammessa/),
    });
  });

  it('CSV and JSON are data with English headers in every language; the Elo dates stay dates', () => {
    const csv = parseCsv(podiumIn(['elo', DUELS, '--format', 'csv', '--lang', 'ro']).out);
    expect(csv[0]).toEqual(['Rank', 'Player', 'Elo', 'Duels', 'Won', 'Drawn', 'Lost', 'First', 'Last']);
    expect(csv[1].slice(7)).toEqual(['2025-04-05', '2025-04-19']);
    const json = JSON.parse(podiumIn(['rating', SEASON, '--format', 'json', '--lang', 'it']).out);
    expect(Object.keys(json.standings[0])).toEqual(['Rank', 'Player', 'Rating', 'Events']);
    expect(json.warnings[0]).toMatch(/^“M. Stan” e “Mihai Stan” potrebbero essere lo stesso giocatore/);
  });

  it('writes --out and says what it wrote; never over a file it reads', () => {
    const out = write('season.csv', '');
    expect(podiumIn(['circuit', SEASON, '--out', out])).toMatchObject({
      status: 0,
      err: expect.stringContaining(`${out}: 9 players, 4 events`),
    });
    expect(podiumIn(['circuit', SEASON, '--aliases', ALIASES, '--out', ALIASES]).status).toBe(2);
  });
});
