import { num } from '../../i18n/format';
import type { Lang } from '../../i18n/lang';
import type { Entry, Said } from '../../i18n/message';

/** Points as a line lists them: `38/14/7`, with the language's decimal comma. */
export const slash = (points: readonly number[], lang: Lang) => points.map((p) => num(lang, p)).join('/');

/**
 * A system's line, in the sidebar and in DIP_SYSTEMS (docs/diplomacy.md#other-scoring-systems): how it scores, in a
 * line, its words written beside its rules in the system's own file (a family of systems, Carnage, C-Diplo…, shares one
 * with its numbers as parameters), so that a new system is its file and one line of the list (index.ts). The
 * proofreading file says every system's line, as DIP_SYSTEMS does (scripts/messages).
 * @example systemLine(KISS_LINE, {})
 */
export function systemLine<P>(words: Entry<P>, params: P): Said<'systemLine', P> {
  return { id: 'systemLine', params, words };
}
