import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../src/cli/csv';
import { podiumIn, tempFile } from './harness/cli';

// podium teams (docs/leagues.md#team-events, docs/cli.md): CARC_TEAMS over a file of matches with a Team column, as
// the command line prints it; problems at their line, a bad setting a usage error, CSV in English.
const CUP = 'examples/carcassonne-teams.csv';
const SETTINGS = 'duels=5; preset=gg-teams';
const write = (name: string, text: string) => tempFile(name, text, 'podium-teams-');

describe('podium teams', () => {
  it('prints the team cup in its published order, with the tie-break note on each rank', () => {
    const r = podiumIn(['teams', CUP, '--settings', SETTINGS]);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/^Rank\s+Team\s+Team matches won\s+Duel difference\s+Game difference\s+Games won\s+Team matches\s+Tie-break$/);
    const order = lines.slice(2, 9).map((l) => l.trim().split(/\s{2,}/)[1]);
    expect(order).toEqual(['Mexico', 'United States', 'Brazil', 'Colombia', 'Chile', 'Argentina', 'Peru']);
    expect(lines[3]).toMatch(/Level with Mexico on team matches won; placed below by duel difference$/);
  });

  it('the docs/cli.md line runs as written there', () => {
    const cli = fs.readFileSync(path.join(__dirname, '../docs/cli.md'), 'utf8');
    expect(cli).toContain(`npx podium teams ${CUP} --settings "${SETTINGS}"`);
    const leagues = fs.readFileSync(path.join(__dirname, '../docs/leagues.md'), 'utf8');
    expect(leagues).toContain(`podium teams ${CUP} --settings "${SETTINGS}"`);
  });

  it('names a problem at its line and column: a team match of 5 duels under duels=3, exit 1, in the language asked for', () => {
    const r = podiumIn(['teams', CUP, '--lang', 'it']);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      `${CUP} riga 2, colonna 2 (Match), turno 1, incontro di squadra Argentina–Chile: 5 duelli (righe 2, 4, 6, 8 e 10); un incontro di squadra ne ha 3 (duels=3)`,
    );
    const mixed = write('teams.csv', 'Round,Match,Team,Player,Games won\n1,1,Italia,Ana,2\n1,1,Italia,Bea,0\n');
    expect(podiumIn(['teams', mixed])).toMatchObject({
      status: 1,
      err: expect.stringContaining(`${mixed} line 2, column 3 (Team), round 1, match 1: Ana and Bea (rows 2 and 3) are both of Italia`),
    });
  });

  it('a bad setting is a usage error, exit 2, before the file is read', () => {
    expect(podiumIn(['teams', 'no-such-file.csv', '--settings', 'duels=4'])).toMatchObject({
      status: 2,
      err: expect.stringMatching(/^podium: --settings: setting duels="4" is not allowed/),
    });
  });

  it('CSV is data with English headers in every language; --out says what it wrote', () => {
    const csv = parseCsv(podiumIn(['teams', CUP, '--settings', SETTINGS, '--format', 'csv', '--lang', 'ro']).out);
    expect(csv[0]).toEqual(['Rank', 'Team', 'Team matches won', 'Duel difference', 'Game difference', 'Games won', 'Team matches']);
    expect(csv[1]).toEqual(['1', 'Mexico', '5', '8', '15', '44', '6']);
    const out = write('teams-out.csv', '');
    expect(podiumIn(['teams', CUP, '--settings', SETTINGS, '--out', out])).toMatchObject({
      status: 0,
      err: expect.stringContaining(`${out}: 7 teams, 21 team matches`),
    });
    expect(podiumIn(['teams', CUP, '--settings', SETTINGS, '--out', out, '--lang', 'ro']).err).toContain(
      '7 echipe, 21 de meciuri pe echipe',
    );
  });

  it('the table in Italian: its headers in the reader’s words', () => {
    const r = podiumIn(['teams', CUP, '--settings', SETTINGS, '--lang', 'it']);
    expect(r.out.split('\n')[0]).toMatch(/Squadra\s+Incontri di squadra vinti\s+Differenza duelli/);
  });
});
