import type { Problem } from '../../src/engine/i18n/errors';
import type { Said, Text } from '../../src/engine/i18n/message';
import { isLabel } from '../../src/engine/i18n/words';
import { Breach, PodiumError } from '../../src/engine/shared/problems';
import { expectSpokenInEveryLanguage } from './languages';

/**
 * The message a call throws, or "did not throw": for the few tests that check the English rendering itself, and for
 * errors that are not the engine's. Every error of the engine the suite produces this way is also checked in Italian
 * and Romanian (docs/languages.md).
 */
export function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof PodiumError) expectSpokenInEveryLanguage(e);
    return (e as Error).message;
  }
  return 'did not throw';
}

/** A value as `saidOf` writes it: a message by its id and parameters, text quoted, a label by its English, lists in brackets. */
function written(v: unknown): string {
  // a cell's text the message quotes (`"abc"`) as it is; any other text quoted
  if (typeof v === 'string') return /^".*"$/s.test(v) ? v : JSON.stringify(v);
  if (isLabel(v)) return JSON.stringify(v.en);
  if (Array.isArray(v)) return `[${v.map(written).join(', ')}]`;
  if (typeof v === 'object' && v !== null && 'id' in v && 'params' in v) {
    const { id, params } = v as Said;
    const pairs = Object.entries((params ?? {}) as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return pairs.length ? `${id}(${pairs.map(([k, x]) => `${k}: ${written(x)}`).join(', ')})` : String(id);
  }
  return String(v);
}

/** One problem by ids: where (row, the argument, the group as a message), then the message and its parameters. */
function problemSaid(p: Problem): string {
  const where = [p.range, p.row !== undefined ? `row ${p.row}` : undefined, p.column, p.group && written(p.group as Text)]
    .filter((x) => x !== undefined)
    .join(', ');
  return `${where ? `${where}: ` : ''}${written(p.message)}`;
}

/**
 * What a call says when it refuses its data, by message ids and their parameters, as the engine says it (docs/languages.md):
 * `CATAN_SEATING: tooFewToSeat(players: 5)`, each problem after the first after ` | `. A test of a rule asserts this
 * rather than the English sentence, so a sentence can change in any language without the rule's test changing; the
 * English, Italian and Romanian renderings are checked on every such error as `errorOf` checks them.
 */
export function saidOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    // a rule's breach before a function places it (a cell's reader): its message alone
    if (e instanceof Breach) {
      expectSpokenInEveryLanguage(new PodiumError('', [{ message: e.said }]));
      return written(e.said);
    }
    if (!(e instanceof PodiumError)) throw e;
    expectSpokenInEveryLanguage(e);
    return `${e.fn}: ${e.problems.map(problemSaid).join(' | ')}`;
  }
  return 'did not throw';
}
