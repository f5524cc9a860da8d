import type { Said } from '../../i18n/message';
import type { Arg } from '../cells';
import type { Fraction } from '../fraction';
import { splitStages } from '../stages';
import type { Standings } from '../standings';
import { readTournament, type Sitting, type Tournament, type TournamentLayout } from '../tournament';
import { answerStakes, type Bounded, type StakesTable } from './answer';
import type { Outcome } from './field';
import { plannedRounds, roundInProgress } from './rounds';

/** A game's side of the stakes (docs/stakes.md): its standings, its first figure, and what an unscored table can give. */
export interface StakesGame<T, K extends string> {
  fn: string;
  results: Arg;
  layout: TournamentLayout<K>;
  settings: { rounds: string };
  /** The standings as the game computes them (they check the whole range first). */
  standings: Standings<T>;
  figure(item: T): Fraction;
  /** Every outcome of one unscored table, scored by the standings' own rules; exact games. */
  outcomes?(sitting: Sitting<K>, tournament: Tournament<K>): Outcome[];
  /** Instead: each player's lowest and highest figure once the open boards are scored (a sound bound), by board. */
  bounded?(tournament: Tournament<K>): Bounded[][];
  /** A figure the standings do not count yet (a bye of a round none of whose tables is scored). */
  pending?(tournament: Tournament<K>): Map<string, Fraction>;
  /** The cut under `finals=` for a field of this many players. */
  cut(players: number): number;
  resultWord(result: number): Said;
}

/** The stakes of a game (docs/stakes.md#functions): the results read once more for their unscored tables. */
export function stakesOf<T, K extends string>(g: StakesGame<T, K>): StakesTable {
  const split = splitStages(g.fn, g.results);
  const tournament = readTournament(g.fn, split.preliminary, g.layout);
  tournament.problems.throwIfAny(g.fn);
  const standings = g.standings.final ? { ...g.standings, ranked: g.standings.final.preliminary } : g.standings;
  const open = tournament.waiting.map((s) => ({ players: s.entries.map((e) => e.player), outcomes: g.outcomes?.(s, tournament) ?? [] }));
  tournament.problems.throwIfAny(g.fn);
  const rounds = [...tournament.sittings, ...tournament.waiting, ...tournament.aside].map((s) => s.round);
  const pending = g.pending?.(tournament) ?? new Map<string, Fraction>();
  const players = new Set([...standings.ranked.map((r) => standings.name(r.item)), ...open.flatMap((o) => o.players), ...pending.keys()]);
  return answerStakes({
    standings,
    figure: g.figure,
    open: g.bounded ? [] : open,
    bounded: g.bounded?.(tournament),
    pending,
    round: roundInProgress(rounds, tournament.waiting.length),
    planned: plannedRounds(g.settings.rounds),
    staged: split.stages !== undefined,
    cut: g.cut(players.size),
    kind: g.layout.noun,
    resultWord: g.resultWord,
  });
}
