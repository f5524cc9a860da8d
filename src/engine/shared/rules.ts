/** A rule as the seed states it: when it is breached, and what to tell the organizer. */
import type { Text } from '../i18n/message';

export interface Rule<T> {
  breached(subject: T): boolean;
  message(subject: T): Text;
}

/** The messages of every rule the subject breaches, in the table's order. */
export function breaches<T>(rules: readonly Rule<T>[], subject: T): Text[] {
  const found: Text[] = [];
  for (const rule of rules) if (rule.breached(subject)) found.push(rule.message(subject));
  return found;
}
