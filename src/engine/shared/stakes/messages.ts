import { message, sayer, type Text } from '../../i18n/message';
import { CUT_HEADER } from './cutHeader';

/** What a player's stake concerns: the title (1st place) or the final stage's cut. */
export type Goal = 'cut' | 'title';
type Kind = 'table' | 'board';

const GOAL = {
  en: { cut: 'the cut', title: 'the title' },
  it: { cut: 'la qualificazione alla fase finale è certa', title: 'il titolo è certo' },
  ro: { cut: 'calificarea în faza finală', title: 'titlul' },
};

const EN_ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];

/**
 * The stakes' words (docs/stakes.md): the Cut column's header, Needs' sentences and the results they name, and the
 * warnings, each in English, Italian and Romanian. A result is a message quoted inside a Needs sentence.
 */
export const STAKES_MESSAGES = {
  stakesCutHeader: CUT_HEADER,
  stakesPlace: message({
    example: { place: 2 },
    en: (p) => `${EN_ORDINAL[p.place - 1] ?? `${p.place}th`} place${p.place > 1 ? ' or better' : ''}`,
    it: (p) => `${p.place > 1 ? 'almeno ' : ''}la ${p.place}ª posizione al tavolo`,
    ro: (p) => `${p.place > 1 ? 'cel puțin ' : ''}locul ${p.place} în partidă`,
  }),
  stakesWin: message({ example: {}, en: () => 'a win', it: () => 'una vittoria', ro: () => 'o victorie' }),
  stakesDrawOrBetter: message({
    example: {},
    en: () => 'a draw or better',
    it: () => 'un pareggio o meglio',
    ro: () => 'un punctaj egal sau mai bun',
  }),
  stakesSolo: message({ example: {}, en: () => 'a solo', it: () => 'un solo', ro: () => 'un solo' }),
  stakesSecures: message({
    example: { result: 'a win' as Text, goal: 'cut' as Goal },
    en: (p) => `${p.result} secures ${GOAL.en[p.goal]}`,
    it: (p) => `${p.result}: ${GOAL.it[p.goal]}`,
    ro: (p) => `${p.result}: ${GOAL.ro[p.goal]} este sigur${p.goal === 'cut' ? 'ă' : ''}`,
  }),
  stakesNeedsHelp: message({
    example: { result: 'a win' as Text },
    en: (p) => `needs ${p.result} and help`,
    it: (p) => `serve ${p.result} e l'aiuto degli altri risultati`,
    ro: (p) => `are nevoie de ${p.result} și de ajutorul altor rezultate`,
  }),
  stakesElsewhere: message({
    example: { kind: 'table' as Kind },
    en: (p) => `depends on other ${p.kind}s`,
    it: () => 'dipende dagli altri tavoli',
    ro: () => 'depinde de alte mese',
  }),
  stakesNoGameLeft: message({
    example: {},
    en: () => 'no game left',
    it: () => 'nessuna partita da giocare',
    ro: () => 'nicio partidă rămasă',
  }),
  stakesNoRound: message({
    example: {},
    en: () => "stakes need a round in progress: every table is scored, so Best and Worst are the standings' rank",
    it: () =>
      'la posta in gioco richiede un turno in corso: ogni tavolo ha il suo punteggio, quindi migliore e peggiore sono la posizione in classifica',
    ro: () => 'mizele cer o rundă în desfășurare: fiecare masă are punctaj, deci cel mai bun și cel mai slab loc sunt locul din clasament',
  }),
  stakesRoundsToCome: message({
    example: { round: 5, rounds: 7 },
    en: (p) => `round ${p.round} of ${p.rounds} is in progress: Title and Cut wait for the last round (rounds=${p.rounds})`,
    it: (p) => `è in corso il turno ${p.round} di ${p.rounds}: titolo e fase finale attendono l'ultimo turno (rounds=${p.rounds})`,
    ro: (p) => `runda ${p.round} din ${p.rounds} este în desfășurare: titlul și faza finală așteaptă ultima rundă (rounds=${p.rounds})`,
  }),
  stakesStages: message({
    example: {},
    en: () => 'the final stage has begun: stakes concern the preliminary ranking and its cut',
    it: () => 'la fase finale è iniziata: la posta in gioco riguarda la classifica preliminare e la qualificazione alla fase finale',
    ro: () => 'faza finală a început: mizele privesc clasamentul preliminar și calificarea în faza finală',
  }),
  stakesBounds: message({
    example: { kind: 'table' as Kind },
    en: (p) =>
      `Best and Worst are bounds (${p.kind === 'board' ? 'Diplomacy boards' : 'a player at two unscored tables'}): certain and out are never wrong`,
    it: (p) =>
      `migliore e peggiore sono limiti (${p.kind === 'board' ? 'tavoli di Diplomacy' : 'un giocatore a due tavoli senza punteggio'}): certo ed escluso non sbagliano mai`,
    ro: (p) =>
      `cel mai bun și cel mai slab loc sunt limite (${p.kind === 'board' ? 'mese de Diplomacy' : 'un jucător la două mese fără punctaj'}): sigur și exclus nu greșesc niciodată`,
  }),
};

/** A message of this catalogue, carrying its words. */
export const say = sayer(STAKES_MESSAGES);
