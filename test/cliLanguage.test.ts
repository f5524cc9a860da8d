import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandLang } from '../src/cli/lang';
import { podiumIn } from './harness/cli';
import { ENGLISH } from './harness/languages';

// The command line's language (docs/languages.md, SPEC §11): --lang wherever it stands, then LANGUAGE, LC_ALL,
// LC_MESSAGES and LANG; and every sentence the command line says itself in that language.
const root = path.join(__dirname, '..');
const example = (file: string) => path.join(root, 'examples', file);
const CATAN = example('catan-tournament.csv');
const LAST_ROUND = example('catan-last-round.csv');

const podium = podiumIn;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-lang-'));
const write = (name: string, text: string) => {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
};

const SUMMARY = {
  en: 'no problems (26 players, 28 games)',
  it: 'nessun problema (26 giocatori, 28 partite)',
  ro: 'nicio problemă (26 de jucători, 28 de partide)',
};

describe('the locale variables (POSIX, and gettext for LANGUAGE)', () => {
  it.each([
    [{}, 'en'],
    [{ LANG: 'it_IT.UTF-8' }, 'it'],
    [{ LC_MESSAGES: 'ro_RO.UTF-8', LANG: 'it_IT.UTF-8' }, 'ro'], // LC_MESSAGES beats LANG
    [{ LC_ALL: 'it_IT.UTF-8', LC_MESSAGES: 'ro_RO.UTF-8' }, 'it'], // LC_ALL beats LC_MESSAGES
    [{ LC_ALL: 'en_GB.UTF-8', LANG: 'ro_RO.UTF-8' }, 'en'],
    [{ LANGUAGE: 'ro', LC_ALL: 'it_IT.UTF-8' }, 'ro'], // LANGUAGE above all
    [{ LANGUAGE: 'ro:en', LANG: 'it_IT' }, 'ro'],
    [{ LANGUAGE: 'fr:de:it_IT:en', LANG: 'ro_RO' }, 'it'], // the first of the list Podium speaks
    [{ LANGUAGE: 'de', LANG: 'ro_RO' }, 'en'], // none of the list: gettext's untranslated words
    [{ LANGUAGE: '', LC_ALL: '', LC_MESSAGES: 'ro_RO' }, 'ro'], // empty falls through
    [{ LC_ALL: 'C', LANG: 'it_IT.UTF-8' }, 'it'], // the C locale falls through
    [{ LC_ALL: 'POSIX', LC_MESSAGES: 'C.UTF-8', LANG: 'ro_RO' }, 'ro'],
    [{ LANGUAGE: 'C', LANG: 'it_IT' }, 'it'],
    [{ LANG: 'mo_MD' }, 'ro'],
  ] as const)('%j speaks %s', (env, lang) => expect(commandLang(undefined, undefined, env)).toBe(lang));

  it('reach the command: its summary in the locale, LC_ALL over LANG', () => {
    expect(podium(['check', '--game', 'catan', CATAN], { LC_ALL: 'ro_RO.UTF-8', LANG: 'it_IT.UTF-8' }).out).toBe(
      `${CATAN}: ${SUMMARY.ro}\n`,
    );
    expect(podium(['check', '--game', 'catan', CATAN], { LANGUAGE: 'it:en', LC_ALL: 'ro_RO.UTF-8' }).out).toBe(`${CATAN}: ${SUMMARY.it}\n`);
  });
});

describe('--lang wherever it stands on the command line', () => {
  it.each([
    [['--lang', 'ro', 'check', '--game', 'catan', CATAN]],
    [['check', '--lang', 'ro', '--game', 'catan', CATAN]],
    [['check', '--game', 'catan', '--lang=ro', CATAN]],
    [['check', '--game', 'catan', CATAN, '--lang', 'ro']],
    [['check', '--game', 'catan', CATAN, '--lang', ' RO ']],
  ])('%j', (argv) => expect(podium(argv, { LANG: 'it_IT.UTF-8' })).toEqual({ status: 0, out: `${CATAN}: ${SUMMARY.ro}\n`, err: '' }));

  it('before the command, for -h and --help and for the usage a bare `podium` prints', () => {
    expect(podium(['--lang', 'ro', '--help']).out).toMatch(/^utilizare:\n/);
    expect(podium(['-h', '--lang', 'it']).out).toMatch(/^uso:\n/);
    expect(podium(['--lang=it'])).toMatchObject({ status: 2, out: expect.stringMatching(/^uso:\n/) });
    expect(podium(['stakes', '--help', '--lang', 'ro']).out).toMatch(/^utilizare:\n/);
  });

  it('beats --settings "lang=…" and the locale, in the command\'s words and in the engine\'s', () => {
    const r = podium(['standings', '--game', 'catan', LAST_ROUND, '--settings', 'lang=it', '--lang', 'ro'], { LANGUAGE: 'it' });
    expect(r.out).toMatch(/^Loc\s+Jucător/);
    expect(r.out).toMatch(/\nAtenție: 7 mese așteaptă punctajul \(runda 4\)\n$/);
    expect(podium(['check', '--game', 'catan', CATAN, '--settings', 'lang=it', '--lang', 'en'], { LANG: 'ro_RO' }).out).toBe(
      `${CATAN}: ${SUMMARY.en}\n`,
    );
  });

  it('a lang= in --settings, written in any case and spacing, beats the locale', () => {
    for (const settings of ['lang=IT', ' Lang = It ', 'share=mean; LANG=it'])
      expect(podium(['check', '--game', 'catan', CATAN, '--settings', settings], { LANG: 'ro_RO' }).out).toBe(`${CATAN}: ${SUMMARY.it}\n`);
    const ro = podium(['standings', '--game', 'catan', LAST_ROUND, '--settings', ' Lang = Ro '], { LANG: 'it_IT' });
    expect(ro.out).toMatch(/\nAtenție: 7 mese așteaptă punctajul \(runda 4\)\n$/);
  });

  it('a wrong command line is told in the language of a --lang written anywhere on it', () => {
    expect(podium(['standings', '--game', '--lang', 'ro', CATAN]).err).toMatch(/^podium: --game necesită o valoare\nutilizare:/);
    expect(podium(['standings', '--colour', 'red', '--game', 'catan', CATAN, '--lang', 'it']).err).toMatch(
      /^podium: opzione sconosciuta --colour\nuso:/,
    );
  });

  it('an unknown --lang is a usage error listing en, it, ro, told in the locale', () => {
    const r = podium(['--lang', 'fr', '--help'], { LANG: 'it_IT' });
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^podium: --lang dev'essere uno tra en, it, ro, non “fr”\nuso:/);
  });
});

describe("the command line's own sentences, in each language", () => {
  it.each([
    ['en', SUMMARY.en, 'no problems (35 players, 16 boards)', 'no problems (13 players, 38 games)'],
    ['it', SUMMARY.it, 'nessun problema (35 giocatori, 16 tavoli)', 'nessun problema (13 giocatori, 38 partite)'],
    ['ro', SUMMARY.ro, 'nicio problemă (35 de jucători, 16 mese)', 'nicio problemă (13 jucători, 38 de partide)'],
  ])("check's summary in %s", (lang, catan, diplomacy, carcassonne) => {
    expect(podium(['check', '--game', 'catan', CATAN, '--lang', lang]).out).toBe(`${CATAN}: ${catan}\n`);
    const dip = example('diplomacy-tournament.csv');
    expect(podium(['check', '--game', 'diplomacy', dip, '--lang', lang]).out).toBe(`${dip}: ${diplomacy}\n`);
    const carc = example('carcassonne-tournament.csv');
    expect(podium(['check', '--game', 'carcassonne', carc, '--lang', lang]).out).toBe(`${carc}: ${carcassonne}\n`);
  });

  // the table is the terminal's: a flag is the reader's yes (read back as a yes mark) or blank; CSV keeps true/false
  it.each([
    ['en', 'yes'],
    ['it', 'sì'],
    ['ro', 'da'],
  ])("seat's table marks who starts in %s words, not true/false", (lang, yes) => {
    const ukraine = example('carcassonne-ukraine.csv');
    const out = podium(['seat', '--game', 'carcassonne', ukraine, '--round', '6', '--lang', lang]).out;
    expect(out).toMatch(new RegExp(` ${yes}\n`));
    expect(out).not.toMatch(/\b(true|false)\b/);
    expect(podium(['seat', '--game', 'carcassonne', ukraine, '--round', '6', '--format', 'csv']).out).toMatch(/,true\n/);
  });

  it.each([
    ['en', /^Player\s+Points\n/, '13 scored rows, 4 players'],
    ['it', /^Giocatore\s+Punti\n/, '13 righe con punteggio, 4 giocatori'],
    ['ro', /^Jucător\s+Puncte\n/, '13 rânduri cu punctaj, 4 jucători'],
  ])("score's header and its summary in %s", (lang, header, summary) => {
    const log = example('carcassonne-log.csv');
    expect(podium(['score', '--game', 'carcassonne', log, '--lang', lang]).out).toMatch(header);
    const out = path.join(tmp, `totals-${lang}.csv`);
    expect(podium(['score', '--game', 'carcassonne', log, '--lang', lang, '--out', out]).err).toBe(`${out}: ${summary}\n`);
  });

  it.each([
    ['it', 'Attenzione: 7 tavoli in attesa di punteggio (turno 4)', 'attenzione: 7 tavoli in attesa di punteggio (turno 4)'],
    ['ro', 'Atenție: 7 mese așteaptă punctajul (runda 4)', 'atenție: 7 mese așteaptă punctajul (runda 4)'],
  ])('the tables that await scores, in %s, on the terminal and on stderr', (lang, table, stderr) => {
    expect(podium(['standings', '--game', 'catan', LAST_ROUND, '--lang', lang]).out.endsWith(`\n${table}\n`)).toBe(true);
    expect(podium(['standings', '--game', 'catan', LAST_ROUND, '--lang', lang, '--format', 'csv']).err).toBe(`${stderr}\n`);
    expect(podium(['check', '--game', 'catan', LAST_ROUND, '--lang', lang]).out).toContain(`${LAST_ROUND}: ${stderr}\n`);
  });

  it.each(['it', 'ro'] as const)('-h in %s: every sentence of it, none English (the command lines are typed as they are)', (lang) => {
    const help = podium(['--help', '--lang', lang]).out;
    const sentences = help.split('\n').filter((l) => l && !/^\s+podium /.test(l));
    expect(sentences.length).toBeGreaterThanOrEqual(5);
    for (const s of sentences) expect(s).not.toMatch(ENGLISH);
    expect(help).toContain('LANGUAGE, LC_ALL, LC_MESSAGES');
  });

  it.each([
    [
      ['standings', '--game', 'catan', write('unclosed.csv', 'Round,Table,Player,VP\n1,1,"Ana,9\n')],
      'podium: line 2: broken quotes: a quoted field is never closed',
      'podium: riga 2: virgolette errate: un campo tra virgolette non viene mai chiuso',
      'podium: rândul 2: ghilimele greșite: un câmp între ghilimele nu este închis niciodată',
    ],
    [
      ['standings', '--game', 'catan', write('trailing.csv', 'Round,Table,Player,VP\n1,1,"Ana"x,9\n')],
      'podium: line 2: broken quotes: a quoted field goes on after its closing quote',
      'podium: riga 2: virgolette errate: un campo tra virgolette continua dopo la virgoletta di chiusura',
      'podium: rândul 2: ghilimele greșite: un câmp între ghilimele continuă după ghilimelele de închidere',
    ],
    [
      ['standings', '--game', 'catan', CATAN, '--colour'],
      'podium: unknown option --colour',
      'podium: opzione sconosciuta --colour',
      'podium: opțiune necunoscută --colour',
    ],
    [
      ['standings', '--game', 'catan', CATAN, '-x'],
      'podium: unknown option -x',
      'podium: opzione sconosciuta -x',
      'podium: opțiune necunoscută -x',
    ],
    [
      ['standings', CATAN, '--game'],
      'podium: --game needs a value',
      'podium: --game richiede un valore',
      'podium: --game necesită o valoare',
    ],
    [
      ['standings', '--game', 'catan', CATAN, '--help=yes'],
      'podium: --help takes no value',
      'podium: --help non accetta valori',
      'podium: --help nu primește nicio valoare',
    ],
  ])('%j: the usage error in each language, exit 2', (argv, en, it, ro) => {
    for (const [lang, told] of [
      ['en', en],
      ['it', it],
      ['ro', ro],
    ]) {
      const r = podium([...argv, `--lang=${lang}`]);
      expect(r.status).toBe(2);
      expect(r.err.split('\n')[0]).toBe(told);
    }
  });
});

describe('every subcommand on the examples, in Italian and Romanian: no English sentence of its own or of the engine', () => {
  const lines: [string, string[]][] = [
    ['standings catan', ['standings', '--game', 'catan', LAST_ROUND]],
    ['standings diplomacy', ['standings', '--game', 'diplomacy', example('diplomacy-tournament.csv')]],
    ['standings carcassonne', ['standings', '--game', 'carcassonne', example('carcassonne-ukraine.csv'), '--settings', 'preset=ukraine']],
    ['check', ['check', '--game', 'catan', LAST_ROUND]],
    ['score', ['score', '--game', 'carcassonne', example('carcassonne-log.csv')]],
    ['seat', ['seat', '--game', 'catan', '--round', '5', CATAN, '--players', example('catan-roster.csv')]],
    ['seat a stage', ['seat', '--game', 'carcassonne', '--round', 'QF', example('carcassonne-tournament.csv')]],
    ['seat refused', ['seat', '--game', 'diplomacy', '--round', '4', example('diplomacy-tournament.csv')]],
    ['stakes', ['stakes', '--game', 'diplomacy', example('diplomacy-tournament.csv')]],
    ['examples', ['examples']],
    ['--help', ['--help']],
  ];
  it.each(lines.flatMap(([name, argv]) => (['it', 'ro'] as const).map((lang) => [name, lang, argv] as const)))(
    '%s in %s',
    (_, lang, argv) => {
      const r = podium([...argv, '--lang', lang]);
      // the command lines of the usage are typed as they are; every other line is the language's
      const said = `${r.out}${r.err}`.split('\n').filter((l) => !/^\s+podium /.test(l));
      expect(said.length).toBeGreaterThan(1);
      expect(said.filter((l) => ENGLISH.test(l))).toEqual([]);
    },
  );
});

// SPEC §12.3: "Decimal commas appear in messages and in --format table only; CSV and JSON keep a dot and English keys."
describe('CSV and JSON are data in every language: English headers, keys and words, a decimal point', () => {
  const dip = example('diplomacy-tournament.csv');
  it.each(['it', 'ro'] as const)('in %s, as in English; the warnings in the language', (lang) => {
    for (const argv of [
      ['standings', '--game', 'catan', LAST_ROUND],
      ['standings', '--game', 'diplomacy', dip],
      ['score', '--game', 'carcassonne', example('carcassonne-log.csv')],
      ['seat', '--game', 'catan', '--round', '5', CATAN, '--players', example('catan-roster.csv'), '--seed', '7'],
      ['stakes', '--game', 'catan', LAST_ROUND],
    ])
      for (const format of ['csv', 'json']) {
        const english = podium([...argv, '--format', format, '--lang', 'en']);
        const spoken = podium([...argv, '--format', format, '--lang', lang]);
        if (format === 'csv') expect(spoken.out).toBe(english.out);
        else {
          const { warnings: enWarnings, ...enData } = JSON.parse(english.out);
          const { warnings, ...data } = JSON.parse(spoken.out);
          expect(data).toEqual(enData);
          expect(warnings).toHaveLength(enWarnings.length);
          expect(warnings.filter((w: string) => ENGLISH.test(w))).toEqual([]);
        }
        expect(spoken.err.split('\n').filter((l) => ENGLISH.test(l))).toEqual([]);
      }
    expect(podium(['standings', '--game', 'catan', CATAN, '--format', 'csv', '--lang', lang]).out).toMatch(
      /^Rank,Player,Round points,VP,VP %,Games\n1,Ilaria Caruso,18,39,0\.37/,
    );
  });
});
