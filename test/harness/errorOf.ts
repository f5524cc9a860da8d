import { PodiumError } from '../../src/engine/shared/problems';
import { expectSpokenInEveryLanguage } from './languages';

/**
 * The message a call throws, or "did not throw": tests compare messages, the user's side of an error. Every error of
 * the engine the suite produces this way is also checked in Italian and Romanian (docs/languages.md).
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
