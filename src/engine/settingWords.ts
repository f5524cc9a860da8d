import { CARCASSONNE_SETTING_WORDS } from './carcassonne/settingWords';
import { CATAN_SETTING_WORDS } from './catan/settingWords';
import { DIPLOMACY_SETTING_WORDS } from './diplomacy/settingWords';
import type { Lang } from './i18n/lang';
import { type Words, wordIn, words } from './i18n/words';

/** The settings' words more than one game shares, and the languages' own names (the same in every language). */
const SHARED_SETTING_WORDS = words({
  Format: { it: 'Formato', ro: 'Format' },
  Germany: { it: 'Germania', ro: 'Germania' },
  'Final stage': { it: 'Fase finale', ro: 'Faza finală' },
  'Round points at three-player tables': { it: 'Punti del turno ai tavoli da tre', ro: 'Puncte de rundă la mesele de trei' },
  'With a virtual 4th player at the mean': { it: 'Con un 4º giocatore virtuale alla media', ro: 'Cu un al 4-lea jucător virtual la medie' },
  'Fewest repeated meetings': { it: 'Meno incontri ripetuti', ro: 'Cât mai puține reîntâlniri' },
  'Blocks of the standings': { it: 'Blocchi della classifica', ro: 'Blocuri din clasament' },
  Language: { it: 'Lingua', ro: 'Limbă' },
  'Planned rounds': { it: 'Turni previsti', ro: 'Runde planificate' },
  'The round in progress is the last': { it: "Il turno in corso è l'ultimo", ro: 'Runda în desfășurare este ultima' },
  English: { it: 'English', ro: 'English' },
  Italiano: { it: 'Italiano', ro: 'Italiano' },
  Română: { it: 'Română', ro: 'Română' },
});

/**
 * Every setting's words in the sidebar (its label, its values' names and lines, the formats' names and sources), in
 * English, each its own id, with the Italian and Romanian beside it in its game's folder. The engine holds these ids
 * (`SettingSpec.label` is typed `SettingWord`, so a label outside the lists does not compile); the sidebar renders
 * them in the organizer's language. Each game's list joins here (docs/languages.md).
 */
export const SETTING_WORDS = { ...SHARED_SETTING_WORDS, ...CATAN_SETTING_WORDS, ...DIPLOMACY_SETTING_WORDS, ...CARCASSONNE_SETTING_WORDS };
export type SettingWord = keyof typeof SETTING_WORDS;
const TABLE: Readonly<Record<string, Words>> = SETTING_WORDS;

/**
 * A setting's word in the reader's language; a proper name, or a line the server has already rendered, stays as it is.
 * @example settingWord('it', 'Scoring system') // 'Sistema di punteggio'
 */
export const settingWord = (lang: Lang, text: string): string => wordIn(TABLE, lang, text);
