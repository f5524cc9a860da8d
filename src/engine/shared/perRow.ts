import type { Problem } from '../i18n/errors';
import { breachMessages } from './groupScoring';
import { PodiumError } from './problems';
import type { RowArgs } from './rowArgs';

/**
 * A per-row function without groups: each filled row answered on its own, blank rows blank, and every row's
 * problem gathered before throwing. A first argument left out altogether is not blank: it takes its default.
 */
export function perRow<T>(args: RowArgs, first: string, answer: (i: number) => T): T | '' | (T | '')[][] {
  const problems: Problem[] = [];
  const answers = args.indices().map((i): T | '' => {
    if (!args.omitted(first) && args.isBlank(first, i)) return '';
    try {
      return answer(i);
    } catch (e) {
      const found = breachMessages(e);
      if (!found) throw e;
      problems.push(...found.map((message) => ({ row: args.length > 1 ? i + 1 : undefined, message })));
      return '';
    }
  });
  if (problems.length) throw new PodiumError(args.fn, problems);
  return args.output(answers);
}
