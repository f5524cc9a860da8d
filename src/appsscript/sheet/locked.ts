import type { Lang } from '../../engine/i18n/lang';
import { PodiumError } from '../../engine/shared/problems';
import type { Refusal } from '../contract';
import { SERVER_WORDS } from '../serverWords';
import { failureMessage } from './undo';

const LOCK_WAIT_MS = 2000;

export const refuse = (message: string, cell?: string): Refusal => ({ ok: false, problems: [{ cell, message }] });

/**
 * Runs `work` holding the document lock, so that two builds never interleave. A service failure before any change
 * (taking the lock, reading the sheets) is told as such: nothing was changed; one while writing, after Podium took
 * its changes back.
 */
export function locked<T extends { ok: boolean }>(
  work: () => T | Refusal,
  lang: Lang,
  doing: 'writingStandings' | 'writingSeating' | 'writingExport' | 'publishing' = 'writingStandings',
): T | Refusal {
  const words = SERVER_WORDS[lang];
  let lock: GoogleAppsScript.Lock.Lock;
  try {
    lock = LockService.getDocumentLock();
    if (!lock.tryLock(LOCK_WAIT_MS)) return { ok: false, busy: true, problems: [{ message: words.busy }] };
  } catch (e) {
    return refuse(failureMessage(e, words.locking, lang));
  }
  try {
    return work();
  } catch (e) {
    if (e instanceof PodiumError) throw e;
    return refuse(failureMessage(e, words[doing], lang));
  } finally {
    try {
      lock.releaseLock();
    } catch {
      // the lock expires by itself; the work is done or undone either way
    }
  }
}
