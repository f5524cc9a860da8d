import type { Text } from '../i18n/message';
import type { AwardId } from './messages';
import { say } from './messages';
/** Largest Army and Longest Road: who must qualify, and which flag says who reached a shared value first. */
export interface Award {
  id: AwardId;
  minimum: number;
}

export const LARGEST_ARMY: Award = { id: 'army', minimum: 3 };
export const LONGEST_ROAD: Award = { id: 'road', minimum: 5 };

export interface AwardOutcome {
  /** Index (within the table) of the player who holds the award, if anybody does. */
  holder: number | undefined;
  /** Per player of the table: breaches of the flag rules on that row. */
  rowBreaches: Text[][];
  /** Breaches that belong to the whole table. */
  tableBreaches: Text[];
}

/**
 * The highest qualifying value holds the award. When several share it, exactly one of them must be flagged as
 * first to reach it (a later player must exceed the holder's value). A flag on a sole leader is allowed.
 */
export function awardHolder(award: Award, values: number[], flags: boolean[]): AwardOutcome {
  const rowBreaches: Text[][] = values.map(() => []);
  const tableBreaches: Text[] = [];
  const qualifying = values.map((_, i) => i).filter((i) => values[i] >= award.minimum);
  // a fold, not Math.max(...values): a column of 130,000 rows would overflow the stack as arguments
  const best = qualifying.reduce((m, i) => Math.max(m, values[i]), -Infinity);
  const leaders = qualifying.filter((i) => values[i] === best);
  const leading = new Set(leaders);
  flags.forEach((flagged, i) => {
    if (!flagged || leading.has(i)) return;
    rowBreaches[i].push(
      qualifying.length === 0
        ? say('awardFlagNobody', { award: award.id, least: award.minimum })
        : say('awardFlagNotLeader', { award: award.id, value: values[i], best }),
    );
  });
  if (leaders.length <= 1) return { holder: leaders[0], rowBreaches, tableBreaches };
  const flagged = leaders.filter((i) => flags[i]);
  if (flagged.length !== 1)
    tableBreaches.push(say('awardTie', { award: award.id, leaders: leaders.length, best, flagged: flagged.length }));
  return { holder: flagged.length === 1 ? flagged[0] : undefined, rowBreaches, tableBreaches };
}
