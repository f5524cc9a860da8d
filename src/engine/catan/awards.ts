import type { Text } from '../i18n/message';
/** Largest Army and Longest Road: who must qualify, and which flag says who reached a shared value first. */
export interface Award {
  name: string;
  minimum: number;
  valueNoun: string;
}

export const LARGEST_ARMY: Award = { name: 'Largest Army', minimum: 3, valueNoun: 'knights played' };
export const LONGEST_ROAD: Award = { name: 'Longest Road', minimum: 5, valueNoun: 'longest road' };

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
  const flag = `first to ${award.name}`;
  flags.forEach((flagged, i) => {
    if (!flagged || leading.has(i)) return;
    rowBreaches[i].push(
      qualifying.length === 0
        ? `flagged ${flag} but nobody has the ${award.minimum} ${award.valueNoun} it needs`
        : `flagged ${flag} with ${values[i]} ${award.valueNoun}; only a leader (${best}) can be`,
    );
  });
  if (leaders.length <= 1) return { holder: leaders[0], rowBreaches, tableBreaches };
  const flagged = leaders.filter((i) => flags[i]);
  if (flagged.length !== 1)
    tableBreaches.push(
      `${leaders.length} players tie for ${award.name} with ${best} ${award.valueNoun} and ${flagged.length} ${flagged.length === 1 ? 'is' : 'are'} flagged ${flag}; flag exactly one`,
    );
  return { holder: flagged.length === 1 ? flagged[0] : undefined, rowBreaches, tableBreaches };
}
