import { langSetting } from '../i18n/lang';
import { proper } from '../i18n/words';
import type { Arg } from '../shared/cells';
import { say } from '../shared/messages';
import { readSettings, type Settings } from '../shared/settings';
import { SHARED_SETTING_WORDS } from '../shared/settingWords';
import { plannedRoundsSetting } from '../shared/stakes/rounds';
import { SCORING_SYSTEMS, SYSTEM_IDS } from './scoringSystems';
import { DIPLOMACY_TIEBREAKS } from './tiebreaks';

const USED_BY = ['DIP_GAMESCORE', 'DIP_STANDINGS', 'DIP_BESTCOUNTRY', 'DIP_STAKES'] as const;

export const DIPLOMACY_SETTINGS = {
  /** kiss only: exclusive, eliminated in Y survived Y − 1901 years (the seed); inclusive counts year Y too. */
  survival: {
    label: {
      en: 'Years of survival for an elimination (KISS)',
      it: "Anni di sopravvivenza per un'eliminazione (KISS)",
      ro: 'Ani de supraviețuire la o eliminare (KISS)',
    },
    values: ['exclusive', 'inclusive'],
    describe: {
      exclusive: { name: { en: 'Not the year of elimination', it: "Senza l'anno dell'eliminazione", ro: 'Fără anul eliminării' } },
      inclusive: { name: { en: 'The year of elimination too', it: "Anche l'anno dell'eliminazione", ro: 'Inclusiv anul eliminării' } },
    },
    usedBy: USED_BY,
  },
  system: {
    label: { en: 'Scoring system', it: 'Sistema di punteggio', ro: 'Sistem de punctaj' },
    values: SYSTEM_IDS,
    usedBy: USED_BY,
    listedBy: 'DIP_SYSTEMS',
    describe: Object.fromEntries(Object.values(SCORING_SYSTEMS).map((s) => [s.id, { name: proper(s.name), line: s.description }])),
  },
  /** The tournament total: every game, or each player's N best (docs/diplomacy.md#other-scoring-systems). */
  count: {
    label: { en: 'Games counted in the total', it: 'Partite contate nel totale', ro: 'Partide luate în calcul la total' },
    values: ['all', 'best-1', 'best-2', 'best-3', 'best-4', 'best-5'],
    describe: {
      all: { name: { en: 'Every game', it: 'Tutte le partite', ro: 'Toate partidele' } },
      'best-1': { name: { en: 'The best game', it: 'La partita migliore', ro: 'Cea mai bună partidă' } },
      'best-2': { name: { en: 'The best 2 games', it: 'Le 2 partite migliori', ro: 'Cele mai bune 2 partide' } },
      'best-3': { name: { en: 'The best 3 games', it: 'Le 3 partite migliori', ro: 'Cele mai bune 3 partide' } },
      'best-4': { name: { en: 'The best 4 games', it: 'Le 4 partite migliori', ro: 'Cele mai bune 4 partide' } },
      'best-5': { name: { en: 'The best 5 games', it: 'Le 5 partite migliori', ro: 'Cele mai bune 5 partide' } },
    },
    accepts: { test: (v: string) => /^best-[1-9]\d*$/.test(v), shape: say('bestShape', {}) },
    usedBy: ['DIP_STANDINGS', 'DIP_STAKES'],
  },
  /** The tie-breaks after points, in order: docs/diplomacy.md#tournament-standings's, reordered or shortened, plus centres and solos (docs/formats.md). */
  tiebreak: {
    label: { en: 'Tie-breaks after points, in order', it: 'Spareggi dopo i punti, in ordine', ro: 'Departajări după puncte, în ordine' },
    values: Object.keys(DIPLOMACY_TIEBREAKS),
    chain: { default: 'wins-losses>draws>best>second>third>masterpoints' },
    usedBy: ['DIP_STANDINGS', 'DIP_BOARDS', 'DIP_STAKES'],
  },
  /** The top board takes the top 7 (docs/formats.md#the-final-stage). */
  finals: {
    label: SHARED_SETTING_WORDS.finalStage,
    values: ['top7'],
    describe: { top7: { name: { en: 'A top board of the top 7', it: 'Un tavolo finale dei primi 7', ro: 'O masă finală a primilor 7' } } },
    usedBy: ['DIP_STANDINGS', 'DIP_BOARDS', 'DIP_STAKES'],
  },
  /** replace: the top board decides places 1–7; add: it counts as one more game and everyone is ranked again. */
  final: {
    label: { en: 'The top board', it: 'Il tavolo finale', ro: 'Masa finală' },
    values: ['replace', 'add'],
    describe: {
      replace: { name: { en: 'Decides places 1–7', it: 'Decide le posizioni 1–7', ro: 'Decide locurile 1–7' } },
      add: { name: { en: 'Counts as one more game', it: 'Conta come una partita in più', ro: 'Contează ca încă o partidă' } },
    },
    usedBy: ['DIP_STANDINGS', 'DIP_BOARDS', 'DIP_STAKES'],
  },
  /** history: the power each player least repeated; none leaves Power blank for a draw at the board (docs/seating.md). */
  powers: {
    label: { en: 'Powers for the next round', it: 'Potenze per il prossimo turno', ro: 'Puterile pentru runda următoare' },
    values: ['history', 'none'],
    describe: {
      history: {
        name: {
          en: 'The power each played least',
          it: 'La potenza che ciascuno ha giocato meno',
          ro: 'Puterea jucată cel mai rar de fiecare',
        },
      },
      none: { name: { en: 'Blank: drawn at the board', it: 'Vuoto: sorteggiate al tavolo', ro: 'Gol: trase la sorți la masă' } },
    },
    usedBy: ['DIP_BOARDS'],
  },
  /** The language of the standings (docs/languages.md). */
  /** The rounds planned: while rounds are still to come, the stakes leave Title and Cut blank (docs/stakes.md#functions). */
  rounds: plannedRoundsSetting(['DIP_STAKES']),
  lang: langSetting(['DIP_STANDINGS', 'DIP_BESTCOUNTRY', 'DIP_BOARDS', 'DIP_STAKES']),
} as const;

export type DiplomacySettings = Settings<typeof DIPLOMACY_SETTINGS>;

export function readDiplomacySettings(fn: string, text: Arg | undefined): DiplomacySettings {
  return readSettings(fn, text, DIPLOMACY_SETTINGS);
}
