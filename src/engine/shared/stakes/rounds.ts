import { say } from '../messages';

/** A Round cell's number: digits, optionally after a word (`3`, `Round 3`, `R3`, `Turno 3`); undefined otherwise. */
export function roundNumber(round: string): number | undefined {
  const digits = /^\D*?(\d+)$/.exec(round.trim());
  return digits ? Number(digits[1]) : undefined;
}

/**
 * The round in progress (docs/stakes.md#functions): the last numbered round, when any table or board awaits scores;
 * undefined when every one is scored.
 */
export function roundInProgress(rounds: readonly string[], open: number): number | undefined {
  if (!open) return undefined;
  const numbers = rounds.map(roundNumber).filter((n): n is number => n !== undefined);
  return numbers.length ? Math.max(...numbers) : undefined;
}

/** `rounds=N`: the rounds planned, so that Title and Cut wait while rounds are still to come (docs/stakes.md#functions). */
export const plannedRoundsSetting = (usedBy: readonly string[]) => ({
  label: { en: 'Planned rounds', it: 'Turni previsti', ro: 'Runde planificate' },
  values: ['auto'],
  describe: {
    auto: { name: { en: 'The round in progress is the last', it: "Il turno in corso è l'ultimo", ro: 'Runda în desfășurare este ultima' } },
  },
  whole: { min: 1, max: 99 },
  accepts: {
    test: (v: string) => /^\d{1,2}$/.test(v) && Number(v) >= 1,
    shape: say('wholeNumberShape', { min: 1, max: 99 }),
  },
  usedBy,
});

/** The rounds planned, or undefined for `auto`. */
export const plannedRounds = (value: string): number | undefined => (value === 'auto' ? undefined : Number(value));
