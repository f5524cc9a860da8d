/** A rule as the seed states it: when it is breached, and what to tell the organizer. */
import type { Text } from '../i18n/message';

/** `C` is what a message needs beyond the subject: how the columns it names are headed (docs/languages.md). */
export interface Rule<T, C = unknown> {
  breached(subject: T): boolean;
  message(subject: T, context: C): Text;
}

/** The messages of every rule the subject breaches, in the table's order. */
export function breaches<T, C = unknown>(rules: readonly Rule<T, C>[], subject: T, context?: C): Text[] {
  const found: Text[] = [];
  for (const rule of rules) if (rule.breached(subject)) found.push(rule.message(subject, context as C));
  return found;
}
