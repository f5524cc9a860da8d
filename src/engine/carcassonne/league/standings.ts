import type { Said } from '../../i18n/message';
import { saySheet } from '../../i18n/sheetWords';
import type { Arg } from '../../shared/cells';
import { SHARED_LABELS } from '../../shared/labels';
import { likelyTypos } from '../../shared/playerNames';
import { rankBy } from '../../shared/ranking';
import { splitStages } from '../../shared/stages';
import type { OutputColumn, Standings } from '../../shared/standings';
import { playerColumn, rankColumn } from '../../shared/standingsColumns';
import { compareNames } from '../../shared/text';
import { chainColumns, chainCriteria, higher, vocabulary } from '../../shared/tiebreaks';
import { withOpponentFigures } from '../buchholz';
import { CARCASSONNE_LABELS } from '../labels';
import type { CarcassonneSettings } from '../settings';
import type { CarcassonneStanding } from '../standing';
import { type CarcassonneStep, carcassonneTiebreaks, DEFAULT_STEPS } from '../tiebreaks';
import { withLeagueFigures } from './figures';
import { matchFinalStage } from './finalStage';
import { LEAGUE_LABELS } from './labels';
import { lotsFor } from './lots';
import type { Match } from './match';
import { readMatches } from './matches';
import { matchRecords } from './records';
import { LEAGUE_STEPS } from './tiebreaks';

type Standing = CarcassonneStanding;

/**
 * The steps match mode ranks by (docs/leagues.md#tie-breaks): the league's, and those of duel mode that a match has too
 * (Buchholz, Sonneborn-Berger, points, the result between the tied players); not the score difference of duel mode.
 */
export const MATCH_STEPS: readonly CarcassonneStep[] = [
  ...LEAGUE_STEPS,
  'buchholz',
  'buchholz-cut1',
  'buchholz-full',
  'buchholz-median',
  'sonneborn-berger',
  'points',
  'opponents',
];

/**
 * The chain's steps match mode uses: those it has, when the chain holds a league step or only steps it has; otherwise
 * (a chain of duel mode, the defaults of the World Championship) its own default, `game-difference>games-won`.
 */
export function matchSteps(chain: readonly string[]): CarcassonneStep[] {
  const own = chain.filter((id): id is CarcassonneStep => MATCH_STEPS.includes(id as CarcassonneStep));
  const league = chain.some((id) => (LEAGUE_STEPS as readonly string[]).includes(id));
  return league || own.length === chain.length ? own : DEFAULT_STEPS.match;
}

/** The primary figure, Wins (matches won), and the standard columns after the chain's: the figures of docs/leagues.md#matches. */
function matchColumns(steps: ReturnType<typeof carcassonneTiebreaks>, scored: boolean) {
  const primary = vocabulary({ wins: higher<Standing>(SHARED_LABELS.wins, SHARED_LABELS.winsStep, (s) => s.points) }).wins;
  const standard: OutputColumn<Standing>[] = [
    steps['game-difference'].column,
    steps['games-won'].column,
    ...(scored ? [steps.points.column] : []),
    { key: 'matches', header: LEAGUE_LABELS.matches, value: (r) => r.item.games + r.item.byes },
    { key: 'byes', header: CARCASSONNE_LABELS.byes, value: (r) => r.item.byes },
  ];
  return { primary, standard };
}

/** Pairs that met in more than one match, by name. */
function metOften(matches: readonly Match[]): Said[] {
  const met = new Map<string, { pair: string[]; times: number }>();
  for (const m of matches) {
    const pair = [...m.players].sort(compareNames);
    const key = pair.join('\u0000');
    met.set(key, { pair, times: (met.get(key)?.times ?? 0) + 1 });
  }
  return [...met.values()]
    .filter((p) => p.times > 1)
    .sort((x, y) => compareNames(x.pair.join(' '), y.pair.join(' ')))
    .map((p) => saySheet('metOften', { pair: p.pair, times: p.times, atTable: false }));
}

/**
 * Carcassonne standings from a results range of matches (docs/leagues.md#matches): ranked by Wins, then the chain
 * (`game-difference>games-won` by default, the presets `gg-league` and `gg-swiss`).
 */
export function matchStandings(fn: string, results: Arg, settings: CarcassonneSettings): Standings<Standing> {
  // a bracket's stages after the rounds (docs/formats.md#brackets): each stage's matches the best of its own
  const split = splitStages(fn, results);
  const standings = roundStandings(fn, split.preliminary, settings);
  return split.stages ? matchFinalStage(fn, split.stages, standings, settings) : standings;
}

/** The standings of the rounds (or a free schedule's labels) of a results range of matches. */
function roundStandings(fn: string, results: Arg, settings: CarcassonneSettings): Standings<Standing> {
  const read = readMatches(fn, results, { bestOf: Number(settings['best-of']), schedule: settings.schedule });
  const stepIds = matchSteps(settings.tiebreak);
  const standings = matchRecords(read, settings);
  const clean = settings.bye === 'win-clean' ? Math.ceil(Number(settings['best-of']) / 2) : 0;
  withOpponentFigures(standings);
  withLeagueFigures(standings, { cleanByeGames: clean, lots: lotsFor(fn, results, stepIds) });
  const vocabularyOf = carcassonneTiebreaks(settings);
  const steps = stepIds.map((id) => vocabularyOf[id]);
  const { primary, standard } = matchColumns(vocabularyOf, read.scored);
  const chain = chainCriteria(standings, primary, steps);
  const players = standings.map((s) => s.player);
  return {
    ranked: rankBy(standings, chain),
    chain,
    columns: chainColumns([rankColumn(), playerColumn((s) => s.player), primary.column], steps, standard),
    name: (s) => s.player,
    warnings: [...read.warnings, ...metOften(read.matches), ...likelyTypos(players)],
    games: read.matches.length,
    // a circuit's export counts a match as a table of its round
    played: read.matches.map((m) => m.round),
    extra: [],
    unscored: read.unscored,
  };
}
