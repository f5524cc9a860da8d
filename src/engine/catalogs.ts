import { GAMES } from './games';
import type { Catalog } from './i18n/message';
import { SHARED_MESSAGES } from './shared/messages';
import { SEATING_MESSAGES } from './shared/seating/messages';
import { STAKES_MESSAGES } from './shared/stakes/messages';

/**
 * Every catalogue of the engine: the shared ones and each game's, as its descriptor carries it. Nothing renders from
 * this list (a message carries its words); the catalogues' test and the proofreading file read it.
 */
export const CATALOGS: readonly { folder: string; messages: Catalog }[] = [
  { folder: 'shared', messages: SHARED_MESSAGES },
  { folder: 'shared/seating', messages: SEATING_MESSAGES },
  { folder: 'shared/stakes', messages: STAKES_MESSAGES },
  ...GAMES.map((g) => ({ folder: g.id, messages: g.messages })),
];
