import { FUNCTION_SETS } from './games';
import { ERROR_MESSAGES } from './i18n/errors';
import type { Catalog } from './i18n/message';
import { SHEET_MESSAGES } from './i18n/sheetWords';
import { isLabel, type Label } from './i18n/words';
import { SHARED_LABELS } from './shared/labels';
import { SHARED_MESSAGES } from './shared/messages';
import { SEATING_MESSAGES } from './shared/seating/messages';
import { valueWords } from './shared/settings';
import { STAKES_LABELS } from './shared/stakes/labels';
import { STAKES_MESSAGES } from './shared/stakes/messages';

/**
 * Every catalogue of the engine and every folder's labels: the shared ones and each game's, as its descriptor carries
 * them. Nothing renders from this list (a message and a label carry their words); the words' tests and the
 * proofreading file read it.
 */
export const CATALOGS: readonly { folder: string; messages: Catalog; labels: Readonly<Record<string, Label>> }[] = [
  { folder: 'i18n', messages: { ...SHEET_MESSAGES, ...ERROR_MESSAGES }, labels: {} },
  { folder: 'shared', messages: SHARED_MESSAGES, labels: SHARED_LABELS },
  { folder: 'shared/seating', messages: SEATING_MESSAGES, labels: {} },
  { folder: 'shared/stakes', messages: STAKES_MESSAGES, labels: STAKES_LABELS },
  ...FUNCTION_SETS.map((g) => ({ folder: g.id, messages: g.messages, labels: g.labels })),
];

/** One game's (or the circuit's) setting words, each once, read off its settings: a setting's label, its values' names and lines. */
export function settingWordsOf(game: (typeof FUNCTION_SETS)[number]): readonly Label[] {
  return [
    ...new Set(
      Object.values(game.settings).flatMap((spec) => [
        spec.label,
        ...Object.values(valueWords(spec)).flatMap((w) => [w.name, ...(isLabel(w.line) ? [w.line] : [])]),
      ]),
    ),
  ];
}

/** Every setting's words, each once. */
export const SETTING_WORDS: readonly Label[] = [...new Set(FUNCTION_SETS.flatMap(settingWordsOf))];
