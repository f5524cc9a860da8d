import { count, quoted as inQuotes, list, type Noun } from './format';
import type { Lang } from './lang';
import { message, sayer, type Text } from './message';
import { PLAYER, TABLE, TIME } from './nouns';
import type { Label } from './words';

/** A word the engine hands over by value (a step's name, a stage): the words below receive it rendered. */
type Word = Label | Text;

/** "5 (Ann, Bo)", or "5 (12 players)" when more than three share the count. */
const roundsCount = (lang: Lang, player: Noun) => (c: { rounds: number; players: readonly string[] }) =>
  `${c.rounds} (${c.players.length <= 3 ? c.players.join(', ') : count(lang, c.players.length, player)})`;

const COUNTS_EXAMPLE: readonly { rounds: number; players: readonly string[] }[] = [
  { rounds: 5, players: ['Ana', 'Dan'] },
  { rounds: 4, players: ['Ada', 'Bo', 'Cy'] },
];

/**
 * The sentences around a table of standings, in each language: the notes on ranks (which rule put a player below the
 * one above), the warnings the standings give, and the row that marks a warning where a table is written. The engine
 * says them as values (`saySheet('awaiting', …)`); each adapter renders them in its reader's language.
 * @example render(saySheet('levelWith', { above: 'Rossi', steps: [SHARED_LABELS.roundPointsStep, SHARED_LABELS.vp], by: CATAN_LABELS.vpShare }), 'it') // 'A pari merito con Rossi per punti del turno e VP; dietro per % VP'
 */
export const SHEET_MESSAGES = {
  /** No tie-break separated the two: they share the rank. */
  sharedRank: message({
    example: { above: 'Franca Viola' },
    en: (p) => `Level with ${p.above} on every tie-break: shared rank`,
    it: (p) => `A pari merito con ${p.above} in tutti gli spareggi: posizione condivisa`,
    ro: (p) => `La egalitate cu ${p.above} la toate criteriile de departajare: loc împărțit`,
  }),
  /** A rule outside the chain (the final stage) put the player below. */
  placedBelow: message({
    example: { above: 'Franca Viola', by: { en: 'the final', it: 'la finale', ro: 'finală' } as Word },
    en: (p) => `Placed below ${p.above} by ${p.by}`,
    // euphonic "ad" only before a word that begins with a (Dietro ad Andrea, Dietro a Ioana), as current usage has it
    it: (p) => `Dietro ${/^[aàá]/i.test(String(p.above)) ? 'ad' : 'a'} ${p.above} per ${p.by}`,
    ro: (p) => `Sub ${p.above}, departajare prin ${p.by}`,
  }),
  /** Equal on the steps before, separated by `by`. */
  levelWith: message({
    example: {
      above: 'Franca Viola',
      steps: [
        { en: 'round points', it: 'punti del turno', ro: 'puncte de rundă' },
        { en: 'VP', it: 'VP', ro: 'PV' },
      ] as readonly Word[],
      by: { en: 'VP %', it: '% VP', ro: '% PV' } as Word,
    },
    en: (p) => `Level with ${p.above} on ${p.steps.join(', ')}; placed below by ${p.by}`,
    it: (p) => `A pari merito con ${p.above} per ${list('it', p.steps.map(String))}; dietro per ${p.by}`,
    ro: (p) => `La egalitate cu ${p.above} la ${list('ro', p.steps.map(String))}; departajare după ${p.by}`,
  }),
  /** Words listed in one cell (a row's breaches, the columns a system needs), each in the reader's language. */
  joined: message({
    example: {
      items: [
        { en: 'Eliminated', it: 'Eliminato', ro: 'Eliminat' },
        { en: 'Final year', it: 'Anno finale', ro: 'Anul final' },
      ] as readonly Word[],
      by: ', ',
    },
    en: (p) => p.items.join(p.by),
    it: (p) => p.items.join(p.by),
    ro: (p) => p.items.join(p.by),
  }),
  /** A warning's row, where a table is written with its warnings after it. */
  warningRow: message({
    example: {
      text: {
        en: '3 tables await scores (round 4)',
        it: '3 tavoli in attesa di punteggio (turno 4)',
        ro: '3 mese așteaptă punctajul (runda 4)',
      } as Word,
    },
    en: (p) => `Warning: ${p.text}`,
    it: (p) => `Attenzione: ${p.text}`,
    ro: (p) => `Atenție: ${p.text}`,
  }),
  /** Tables or boards of a round seated but not yet scored. */
  awaiting: message({
    example: { tables: 3, kind: 'table' as 'table' | 'board', round: '4' },
    en: (p) => `${p.tables} ${p.tables === 1 ? p.kind : `${p.kind}s`} ${p.tables === 1 ? 'awaits' : 'await'} scores (round ${p.round})`,
    // a Diplomacy board is a tavolo, a masă too (docs/languages.md)
    it: (p) => `${count('it', p.tables, TABLE.it)} in attesa di punteggio (turno ${p.round})`,
    ro: (p) => `${count('ro', p.tables, TABLE.ro)} așteaptă punctajul (runda ${p.round})`,
  }),
  /** Names that differ only in case or accents, each in JSON's quotes. */
  spellings: message({
    example: { names: ['"Franca Viola"', '"franca viola"'] as readonly string[] },
    en: (p) => `${p.names.join(' and ')} differ only in case or accents; if they are one player, spell the name the same way`,
    it: (p) =>
      `${list(
        'it',
        p.names.map((q) => inQuotes('it', q)),
      )} differiscono solo per maiuscole o accenti; se sono lo stesso giocatore, scrivi il nome allo stesso modo`,
    ro: (p) =>
      `${list(
        'ro',
        p.names.map((q) => inQuotes('ro', q)),
      )} diferă doar prin majuscule sau diacritice; dacă sunt același jucător, scrieți numele la fel`,
  }),
  /** Two players who met more than once (at a table of 3–4, or in duels). */
  metOften: message({
    example: { pair: ['Franca Viola', 'Ion Popescu'] as readonly string[], times: 2, atTable: true },
    en: (p) => `${p.pair.join(' and ')} met ${p.times} times${p.atTable ? ' at a table' : ''}`,
    it: (p) =>
      `${list('it', p.pair)}: ${count('it', p.times, { one: 'incontro', other: 'incontri' })}${p.atTable ? ' allo stesso tavolo' : ''}`,
    ro: (p) =>
      `${list('ro', p.pair)} s-au întâlnit ${p.times === 1 ? 'o dată' : `de ${count('ro', p.times, TIME.ro)}`}${p.atTable ? ' la aceeași masă' : ''}`,
  }),
  /** A player with more than one bye. */
  byes: message({
    example: { player: 'Franca Viola', byes: 2 },
    en: (p) => `${p.player} had ${p.byes} byes`,
    it: (p) => `${p.player} ha avuto ${count('it', p.byes, { one: 'riposo', other: 'riposi' })}`,
    ro: (p) => `${p.player} a avut ${count('ro', p.byes, { one: 'rundă liberă', few: 'runde libere', other: 'de runde libere' })}`,
  }),
  /** Players with different numbers of rounds played: per count, its players (named when three or fewer). */
  roundsDiffer: message({
    example: { counts: COUNTS_EXAMPLE },
    en: (p) => `players have played different numbers of rounds: ${p.counts.map(roundsCount('en', PLAYER.en)).join(', ')}`,
    it: (p) => `i giocatori hanno giocato un numero diverso di turni: ${p.counts.map(roundsCount('it', PLAYER.it)).join(', ')}`,
    ro: (p) => `jucătorii au jucat un număr diferit de runde: ${p.counts.map(roundsCount('ro', PLAYER.ro)).join(', ')}`,
  }),
};

/** The sentences around the standings, said by id with their values: `saySheet('byes', { player: 'Ana', byes: 2 })`. */
export const saySheet = sayer(SHEET_MESSAGES);
