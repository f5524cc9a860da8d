import { message } from '../../i18n/message';

/**
 * The Cut column's header (docs/stakes.md#functions), a file of its own so that the live page, which names the cut in
 * its own language, carries these words and not the whole catalogue of the stakes.
 */
export const CUT_HEADER = message({
  example: { size: 8 },
  en: (p) => `Cut (top ${p.size})`,
  it: (p) => `Fase finale (primi ${p.size})`,
  ro: (p) => `Faza finală (primii ${p.size})`,
});
