import { CARCASSONNE_MESSAGES } from '../carcassonne/messages';
import { CATAN_MESSAGES } from '../catan/messages';
import { DIPLOMACY_MESSAGES } from '../diplomacy/messages';
import { SHARED_MESSAGES } from '../shared/messages';
import { SEATING_MESSAGES } from '../shared/seating/messages';
import { STAKES_MESSAGES } from '../shared/stakes/messages';
import type { Lang } from './lang';
import { type Catalog, renderIn, type Said, type Text } from './message';

/**
 * Every message the engine says, from each folder's own catalogue: the one list a new folder's messages join. An id
 * is unique across the list (i18n/messages.test.ts).
 */
export const MESSAGES = {
  ...SHARED_MESSAGES,
  ...SEATING_MESSAGES,
  ...STAKES_MESSAGES,
  ...CATAN_MESSAGES,
  ...DIPLOMACY_MESSAGES,
  ...CARCASSONNE_MESSAGES,
};
export const MESSAGE_LISTS: readonly Catalog[] = [
  SHARED_MESSAGES,
  SEATING_MESSAGES,
  STAKES_MESSAGES,
  CATAN_MESSAGES,
  DIPLOMACY_MESSAGES,
  CARCASSONNE_MESSAGES,
];

export type MessageId = keyof typeof MESSAGES;
export type ParamsOf<Id extends MessageId> = (typeof MESSAGES)[Id]['example'];

/**
 * A message by id with its parameters, for an adapter to render in the reader's language.
 * @example say('centresOnBoard', { centres: 35 }) // { id: 'centresOnBoard', params: { centres: 35 } }
 */
export function say<Id extends MessageId>(
  id: Id,
  ...params: Record<string, never> extends ParamsOf<Id> ? [ParamsOf<Id>?] : [ParamsOf<Id>]
): Said<Id, ParamsOf<Id>> {
  return { id, params: (params[0] ?? {}) as ParamsOf<Id> };
}

/** Text in `lang`: a message rendered from the catalogue, a plain string as it is. */
export const render = (text: Text, lang: Lang = 'en'): string => renderIn(MESSAGES as unknown as Catalog, text, lang);
