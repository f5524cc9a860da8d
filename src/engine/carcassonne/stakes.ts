import { type Arg, isBlank } from '../shared/cells';
import { readFlag } from '../shared/flags';
import { Fraction } from '../shared/fraction';
import { Breach } from '../shared/problems';
import type { StakesTable } from '../shared/stakes/answer';
import type { Outcome } from '../shared/stakes/field';
import { say as sayStakes } from '../shared/stakes/messages';
import { finishingPatterns } from '../shared/stakes/outcomes';
import { stakesOf } from '../shared/stakes/question';
import type { Sitting, Tournament } from '../shared/tournament';
import { cutOf } from './bracket';
import { isMatchResults } from './league/columns';
import { matchStakes } from './league/stakes';
import { say } from './messages';
import { tableRoundPoints } from './roundPoints';
import { type CarcassonneSettings, readCarcassonneSettings } from './settings';
import type { CarcassonneKey } from './standing';
import { byeValue, CARCASSONNE_LAYOUT, carcassonneStandings, resultsMode } from './standings';

/** A duel's result as Needs names it: a win, an equal score, a loss (0 the best). */
const DUEL_RESULT = { win: 0, equal: 1, loss: 2 };

/**
 * Every outcome of one unscored Carcassonne table (docs/stakes.md#what-is-exact): each pattern of scores with ties,
 * scored by the standings' own round points. A duel is won, lost or equal (under `draw=starter-loses` an equal score
 * is the non-starter's win, read from the Starts column; where the Starts cannot decide it, no equal score is allowed).
 */
function tableOutcomes(sitting: Sitting<CarcassonneKey>, t: Tournament<CarcassonneKey>, settings: CarcassonneSettings): Outcome[] {
  const size = sitting.entries.length;
  if (size < 2 || size > 4) {
    t.problems.at(sitting.entries[0].row, 'table', say('carcTableSize', { players: size }), sitting.label);
    return [];
  }
  // a tournament is all duels or all tables of 3–4: an unscored table of the other kind could never be scored
  const all = [...t.sittings, ...t.waiting];
  const duels = all.filter((s) => s.entries.length === 2);
  const tables = all.filter((s) => s.entries.length > 2);
  const first = (t.sittings[0] ?? t.waiting[0]).entries.length === 2 ? duels : tables;
  if (duels.length && tables.length && !first.includes(sitting)) {
    const message = say('duelsAndTables', { duel: duels[0].label, duels: duels.length, table: tables[0].label, tables: tables.length });
    t.problems.at(sitting.entries[0].row, 'table', message, sitting.label);
    return [];
  }
  const starts = t.has('starts')
    ? sitting.entries.map((e) =>
        isBlank(e.cells.starts)
          ? false
          : (t.problems.read(e.row, 'starts', () => readFlag(e.cells.starts, t.problems.header('starts')), sitting.label) ?? false),
      )
    : undefined;
  return finishingPatterns(size).flatMap((levels) => {
    const scores = levels.map((l) => size - l);
    let gains: Fraction[];
    try {
      gains = tableRoundPoints(scores, settings, starts, t.problems.header('starts'));
    } catch (e) {
      if (e instanceof Breach) return []; // an equal duel the Starts cannot decide: not an outcome the rules allow
      throw e;
    }
    const results =
      size === 2
        ? gains.map((g, k) => {
            const other = gains[1 - k];
            return g.compare(other) > 0 ? DUEL_RESULT.win : g.compare(other) < 0 ? DUEL_RESULT.loss : DUEL_RESULT.equal;
          })
        : scores.map((s) => scores.filter((x) => x > s).length);
    return [{ gains, results }];
  });
}

/** Byes of a round none of whose tables is scored yet: the standings do not count them, Best and Worst always do. */
function pendingByes(t: Tournament<CarcassonneKey>, settings: CarcassonneSettings): Map<string, Fraction> {
  const scored = new Set(t.sittings.map((s) => s.round));
  const pending = new Map<string, Fraction>();
  for (const bye of t.aside)
    if (!scored.has(bye.round)) pending.set(bye.player, (pending.get(bye.player) ?? Fraction.ZERO).add(byeValue(settings)));
  return pending;
}

/** CARC_STAKES(results, [settings]): before the last round is scored, who can still win and who is sure of the cut (docs/stakes.md). */
export function carcassonneStakes(fn: string, results: Arg, settingsText?: Arg): StakesTable {
  const settings = readCarcassonneSettings(fn, settingsText);
  if (isMatchResults(results)) return matchStakes(fn, results, settings, carcassonneStandings(fn, results, settingsText));
  const duels = resultsMode(results) === 'duel';
  return stakesOf({
    fn,
    results,
    layout: CARCASSONNE_LAYOUT,
    settings,
    standings: carcassonneStandings(fn, results, settingsText),
    figure: (s) => s.points,
    outcomes: (sitting, t) => tableOutcomes(sitting, t, settings),
    pending: (t) => pendingByes(t, settings),
    cut: () => cutOf(settings.finals),
    resultWord: (result) =>
      duels ? sayStakes(result === DUEL_RESULT.win ? 'stakesWin' : 'stakesDrawOrBetter') : sayStakes('stakesPlace', { place: result + 1 }),
  });
}
