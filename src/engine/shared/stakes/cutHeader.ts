import { message } from '../../i18n/message';
import type { GroupKind } from '../groupKind';

/**
 * The Cut column's header (docs/stakes.md#functions), a file of its own so that the live page, which names the cut in
 * its own language, carries these words and not the whole catalogue of the stakes. Diplomacy's final stage is a top
 * board (docs/glossary.md): Italian and Romanian name its cut so, where a table game's is the final stage.
 */
export const CUT_HEADER = message({
  example: { size: 8, kind: 'table' as GroupKind },
  en: (p) => `Cut (top ${p.size})`,
  it: (p) => `${p.kind === 'board' ? 'Tavolo finale' : 'Fase finale'} (primi ${p.size})`,
  ro: (p) => `${p.kind === 'board' ? 'Masa finală' : 'Faza finală'} (primii ${p.size})`,
});
