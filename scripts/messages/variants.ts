import type { Feature } from '../../src/engine/carcassonne/feature';
import { CARCASSONNE_LABELS } from '../../src/engine/carcassonne/labels';
import { type CARCASSONNE_MESSAGES, say as sayCarcassonne } from '../../src/engine/carcassonne/messages';
import type { CATAN_MESSAGES } from '../../src/engine/catan/messages';
import { type DIPLOMACY_MESSAGES, say as sayDiplomacy } from '../../src/engine/diplomacy/messages';
import type { Catalog, ParamsOf } from '../../src/engine/i18n/message';
import type { SHEET_MESSAGES } from '../../src/engine/i18n/sheetWords';
import { SHARED_LABELS } from '../../src/engine/shared/labels';
import { type SHARED_MESSAGES, say as sayShared } from '../../src/engine/shared/messages';
import type { SEATING_MESSAGES } from '../../src/engine/shared/seating/messages';
import { type STAKES_MESSAGES, say as sayStakes } from '../../src/engine/shared/stakes/messages';

/**
 * The values docs/messages.md says a message with, where its example alone would not show what a native reader must
 * see: a place told as the engine tells it (not an English stand-in), each kind a parameter names (settlements,
 * cities…; a table, a board; each stage), a list of one and of several. Counts need no entry here: every number a
 * message counts is said at 1, 2, 20 and 101 anyway. Typed by each catalogue, so a parameter renamed there shows here.
 */
type Variants<C extends Catalog> = { [K in keyof C]?: ParamsOf<C[K]>[] };

const sitting = (round: string, id: string, kind: 'table' | 'board' = 'table') => sayShared('atSitting', { round, kind, id });
const STAGES = ['QF', 'SF', '3P', 'F'] as const;

const SENTENCES: Variants<typeof SHEET_MESSAGES> = {
  levelWith: [
    {
      above: 'Franca Viola',
      steps: [SHARED_LABELS.roundPointsStep, SHARED_LABELS.vp],
      by: { en: 'VP %', it: '% VP', ro: '% PV' },
    },
    { above: 'Ion Popescu', steps: [SHARED_LABELS.winsStep], by: CARCASSONNE_LABELS.buchholzCut1 },
  ],
  awaiting: [
    { tables: 3, kind: 'table', round: '4' },
    { tables: 3, kind: 'board', round: '4' },
  ],
  spellings: [{ names: ['"Franca Viola"', '"franca viola"'] }, { names: ['"Ana Ionescu"', '"Ana Ionescú"', '"ana ionescu"'] }],
  metOften: [
    { pair: ['Franca Viola', 'Ion Popescu'], times: 2, atTable: true },
    { pair: ['Ana', 'Dan'], times: 2, atTable: false },
  ],
  roundsDiffer: [
    {
      counts: [
        { rounds: 5, players: ['Ana', 'Dan'] },
        { rounds: 4, players: ['Ada', 'Bo', 'Cy', 'Di'] },
      ],
    },
    {
      counts: [
        { rounds: 5, players: ['Ana'] },
        { rounds: 4, players: Array.from({ length: 20 }, (_, k) => `P${k + 1}`) },
      ],
    },
  ],
};

const SHARED: Variants<typeof SHARED_MESSAGES> = {
  atSitting: [
    { round: '3', kind: 'table', id: '2' },
    { round: '3', kind: 'board', id: '2' },
  ],
  blankGroupId: [{ kind: 'table' }, { kind: 'board' }],
  seatTwice: [
    { player: 'Franca Viola', place: sitting('3', '2'), kind: 'table' },
    { player: 'Franca Viola', place: sitting('3', '2', 'board'), kind: 'board' },
  ],
  playsTwice: [
    { player: 'Franca Viola', round: '3', earlier: sitting('3', '1'), kind: 'table' },
    { player: 'Franca Viola', round: '3', earlier: sitting('3', '1', 'board'), kind: 'board' },
  ],
  playsTooOften: [
    {
      player: 'Franca Viola',
      times: 3,
      round: '3',
      earlier: [sayShared('atBoard', { id: '1' }), sayShared('atBoard', { id: '2' })],
      most: 2,
    },
  ],
  stageNoBye: [{ kind: 'table' }, { kind: 'board' }],
  notThisGamesStage: [
    { round: 'QF', game: 'Catan', stages: ['SF', 'F'] },
    { round: 'SF', game: 'Diplomacy', stages: ['F'] },
  ],
  substitute: STAGES.map((stage) => ({ player: 'Franca Viola', stage, why: sayShared('atTable', { id: '8' }) })),
  stageSentOthers: STAGES.map((stage) => ({ stage })),
  markNoun: (['declared', 'firstarmy', 'firstroad', 'draw', 'conceded'] as const).map((mark) => ({ mark })),
  settingNotAllowed: [
    { key: 'share', value: 'half', allowed: ['mean', 'sum', 'pooled'], shape: undefined },
    { key: 'points', value: '5-3', allowed: [], shape: sayShared('placesShape', { size: 4, example: '5-3-2-1' }) },
  ],
  notWhole: [{ noun: 'centres', value: 2.5 }],
  shapesDiffer: [
    { first: 'centres', firstRows: 7, firstIsRow: false, name: 'table', rows: 6, isRow: false },
    { first: 'centres', firstRows: 7, firstIsRow: true, name: 'table', rows: 7, isRow: false },
  ],
};

const SEATING: Variants<typeof SEATING_MESSAGES> = {
  metAgain: [{ a: 'Franca Viola', b: 'Ion Popescu', times: 2, place: sayShared('atTable', { id: '3' }) }],
  threeAgain: [{ player: 'Franca Viola', times: 2, place: sayShared('atTable', { id: '3' }) }],
  powerAgain: [
    {
      player: 'Franca Viola',
      power: sayDiplomacy('powerPlayed', { power: 'England' }),
      times: 2,
      place: sayShared('atBoard', { id: '3' }),
    },
  ],
  avoidTogether: [{ a: 'Franca Viola', b: 'Ion Popescu', place: sayShared('atTable', { id: '3' }), avoid: 'Avoid' }],
  seedNotWhole: [{ value: '2.5' }],
  lotAtCut: [
    { sharing: ['Franca Viola', 'Ion Popescu', 'Carla Neri'], rank: 4, seed: 7, taken: ['Ion Popescu'] },
    { sharing: ['Franca Viola', 'Ion Popescu', 'Carla Neri'], rank: 7, seed: 7, taken: ['Franca Viola', 'Carla Neri'] },
  ],
  notOnRoster: [
    { players: ['Franca Viola'], more: 0 },
    { players: ['Franca Viola', 'Ion Popescu'], more: 0 },
    { players: ['Franca Viola', 'Ion Popescu'], more: 3 },
  ],
  stageNoPreliminary: STAGES.map((stage) => ({ stage })),
  stageUnscored: [{ rounds: ['4'] }, { rounds: ['3', '4'] }],
  stageBeforeMissing: [
    { stage: 'F', before: 'SF' },
    { stage: 'SF', before: 'QF' },
    { stage: '3P', before: 'SF' },
  ],
  stageBeforeIncomplete: [
    { stage: 'F', before: 'SF', scored: 1, games: 2 },
    { stage: 'SF', before: 'QF', scored: 3, games: 4 },
  ],
  fixedBeyond: [
    { player: 'Franca Viola', group: 'table', fixed: 9, round: 2, groups: 8 },
    { player: 'Franca Viola', group: 'board', fixed: 4, round: 2, groups: 3 },
  ],
  fixedOverfull: [
    { players: 5, group: 'table', fixed: 1, names: 'Ada, Bo, Cy, Di, Ed', seats: 4 },
    { players: 8, group: 'board', fixed: 1, names: 'Ada, Bo, Cy, Di, Ed, Flo, Gil, Hal', seats: 7 },
  ],
};

const STAKES: Variants<typeof STAKES_MESSAGES> = {
  stakesPlace: [{ place: 1 }, { place: 2 }, { place: 3 }],
  stakesSecures: [
    { result: sayStakes('stakesWin'), goal: 'cut' },
    { result: sayStakes('stakesPlace', { place: 2 }), goal: 'title' },
    { result: sayStakes('stakesDrawOrBetter'), goal: 'cut' },
  ],
  stakesNeedsHelp: [{ result: sayStakes('stakesPlace', { place: 1 }) }, { result: sayStakes('stakesSolo') }],
  stakesElsewhere: [{ kind: 'table' }, { kind: 'board' }],
  stakesBounds: [{ kind: 'table' }, { kind: 'board' }],
  stakesCutHeader: [
    { size: 8, kind: 'table' },
    { size: 7, kind: 'board' },
  ],
};

const COUNTS = ['settlements', 'cities', 'vpcards', 'knights', 'roads', 'longest'] as const;

const CATAN: Variants<typeof CATAN_MESSAGES> = {
  countBelow: [
    { what: 'roads', value: 1, least: 2 },
    { what: 'settlements', value: 1, least: 2 },
    { what: 'longest', value: 4, least: 5 },
  ],
  countAbove: COUNTS.map((what) => ({ what, value: 6, most: 5 })),
  tableTotal: [
    { what: 'knights', total: 15, most: 14 },
    { what: 'vpcards', total: 6, most: 5 },
  ],
  awardFlagNobody: [
    { award: 'army', least: 3 },
    { award: 'road', least: 5 },
  ],
  awardFlagNotLeader: [
    { award: 'road', value: 6, best: 8 },
    { award: 'army', value: 3, best: 4 },
  ],
  awardTie: [
    { award: 'army', leaders: 2, best: 4, flagged: 0 },
    { award: 'road', leaders: 2, best: 7, flagged: 2 },
  ],
  declarersNotOne: [
    { eligible: 2, target: 10, flagged: 0 },
    { eligible: 3, target: 10, flagged: 2 },
  ],
};

const DIPLOMACY: Variants<typeof DIPLOMACY_MESSAGES> = {
  neededBy: [{ breach: sayDiplomacy('noHistory'), system: 'Maxonian' }],
  historyEliminationDisagrees: [
    { year: 1906, firstOut: 1907 },
    { year: 1906, firstOut: undefined },
  ],
  powerTwice: [{ power: 'England', row: 3 }],
};

const FEATURES = ['road', 'city', 'monastery', 'field', 'garden', 'babayaga', 'germancastle', 'germancathedral'] as const;

const CARCASSONNE: Variants<typeof CARCASSONNE_MESSAGES> = {
  duelsAndTables: [
    { duel: sitting('1', '1'), duels: 3, table: sitting('2', '1'), tables: 1 },
    { duel: sitting('1', '1'), duels: 1, table: sitting('2', '1'), tables: 4 },
  ],
  byeWithScore: [{ value: '12.5', player: 'Ana Ionescu' }],
  starterNeeded: [
    { setting: 'draw', starts: 'Starts' },
    { setting: 'kotie', starts: 'Starts' },
  ],
  tokenTooMany: [
    { token: 'hermit', given: 9, most: 8, why: sayCarcassonne('whyAroundMonastery', { what: 'tiles' }) },
    { token: 'inn', given: 3, most: 2, why: sayCarcassonne('whyFeatureTiles', { feature: 'road', tiles: 2 }) },
  ],
  whyFeatureTiles: [
    { feature: 'road', tiles: 4 },
    { feature: 'city', tiles: 4 },
  ],
  whyAroundMonastery: [{ what: 'tiles' }, { what: 'spaces' }],
  surveyorTwice: [
    { tokens: ['long road', 'poverty'], feature: 'road' },
    { tokens: ['wealth', 'poverty'], feature: 'city' },
  ],
  neverTogether: [{ a: 'mage', b: 'witch', feature: 'city' }],
  modifierNotFor: [
    ...FEATURES.map((feature) => ({ value: '"inn"', feature, features: ['road' as Feature] })),
    { value: '"pennant"', feature: 'road', features: ['city', 'field'] },
  ],
  barnScenario: [{ given: ['barn', 'connected'] }, { given: [] }],
  amountRange: [
    { noun: sayCarcassonne('followerStrength', { player: 'Ana Ionescu' }), value: -10001, signed: true },
    { noun: sayCarcassonne('pointsOf', { player: 'Ana Ionescu' }), value: 10001, signed: false },
  ],
  itemWord: [{ word: 'tiles around the garden' }, { word: 'on the bathhouse' }],
  countRange: [
    { noun: sayCarcassonne('itemWord', { word: 'tiles' }), value: 10001, least: 0, most: 10000 },
    { noun: sayCarcassonne('itemWord', { word: 'tiles around the monastery' }), value: 9, least: 0, most: 8 },
  ],
  featureNotOne: [
    { header: 'Feature', value: '"castle"', known: 'road, city, monastery' },
    { header: 'Feature', value: undefined, known: 'road, city, monastery' },
  ],
};

/** Each folder's values, by the folder's name in src/engine/catalogs.ts. */
export const VARIANTS: Readonly<Record<string, Readonly<Record<string, readonly unknown[]>>>> = {
  i18n: SENTENCES,
  shared: SHARED,
  'shared/seating': SEATING,
  'shared/stakes': STAKES,
  catan: CATAN,
  diplomacy: DIPLOMACY,
  carcassonne: CARCASSONNE,
} as Record<string, Record<string, unknown[]>>;
