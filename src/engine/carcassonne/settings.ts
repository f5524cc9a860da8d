import { langSetting } from '../i18n/lang';
import type { Label } from '../i18n/words';
import type { Arg } from '../shared/cells';
import { SEATING_MODES } from '../shared/seating/modes';
import { readSettings, type Settings } from '../shared/settings';
import { SHARED_SETTING_WORDS } from '../shared/settingWords';
import { plannedRoundsSetting } from '../shared/stakes/rounds';
import { BRACKET_CUTS, isFinals, isStageBestOf } from './bracket';
import { TEAM_STEPS } from './league/teamTiebreaks';
import { say } from './messages';
import { CARCASSONNE_PRESETS } from './presets';
import { BUCHHOLZ_VARIANTS } from './standing';
import { DUEL_STEPS, PLACEMENT_STEPS } from './tiebreaks';

const FEATURES = [
  'CARC_ROAD',
  'CARC_CITY',
  'CARC_MONASTERY',
  'CARC_FIELD',
  'CARC_GARDEN',
  'CARC_BABAYAGA',
  'CARC_GERMANCASTLE',
  'CARC_GERMANCATHEDRAL',
  'CARC_EXPLAIN',
  'CARC_SCORESHEET',
] as const;
const STANDINGS = ['CARC_STANDINGS', 'CARC_PAIRINGS', 'CARC_STAKES'] as const;
/** The standings functions and CARC_TEAMS, which reads matches as CARC_STANDINGS does (docs/leagues.md#team-events). */
const MATCHES = [...STANDINGS, 'CARC_TEAMS'] as const;

/** A number setting of CARC_ELO: a whole number or a decimal with a point, from `least`. */
const eloNumber = (label: Label, value: string, least: number) => ({
  label,
  values: [value],
  accepts: { test: (v: string) => /^\d{1,6}(\.\d{1,6})?$/.test(v) && Number(v) >= least, shape: say('numberFromShape', { least }) },
  usedBy: ['CARC_ELO'] as const,
});

/** Every Carcassonne setting: the feature scoring's and the standings'. The first value of each is the default. */
export const CARCASSONNE_SETTINGS = {
  /** basic: every little building +1; variant: shed +1, house +2, tower +3. */
  little: {
    label: { en: 'Little buildings', it: 'Piccoli edifici', ro: 'Construcții mici' },
    values: ['basic', 'variant'],
    usedBy: [...FEATURES, 'CARC_WHEEL'],
  },
  /** 2020: a monastic building or garden is 9; 2015: 1 per tile of its 3×3 area (halflings can make more). */
  edition: {
    label: { en: 'Edition of the rules', it: 'Edizione delle regole', ro: 'Ediția regulilor' },
    values: ['2020', '2015'],
    usedBy: FEATURES,
  },
  /** 2: the retired rule that a 2-tile city without pennants scores 1 per tile. */
  smallcity: {
    label: { en: 'A 2-tile city scores', it: 'Una città di 2 tessere vale', ro: 'Un oraș de 2 cartonașe valorează' },
    values: ['4', '2'],
    usedBy: FEATURES,
  },
  /** A championship's format: the settings it stands for, which settings beside it override (docs/formats.md). */
  preset: { label: SHARED_SETTING_WORDS.format, values: Object.keys(CARCASSONNE_PRESETS), presets: CARCASSONNE_PRESETS, usedBy: MATCHES },
  /** starter-loses: an equal score is won by the player who did not start, read from Starts (docs/formats.md). */
  draw: {
    label: { en: 'An equal score in a duel counts', it: 'Un pareggio in un duello vale', ro: 'Un punctaj egal într-un duel contează ca' },
    values: ['half', 'zero', 'starter-loses'],
    describe: {
      half: { name: { en: 'Half a win each', it: 'Mezza vittoria a testa', ro: 'Câte o jumătate de victorie' } },
      zero: { name: { en: 'No win for either', it: 'Nessuna vittoria', ro: 'Nicio victorie' } },
      'starter-loses': {
        name: {
          en: 'A win for the player who did not start',
          it: 'Una vittoria per chi non ha iniziato',
          ro: 'O victorie pentru jucătorul care nu a început',
        },
      },
    },
    mode: 'duel',
    usedBy: ['CARC_ROUNDPOINTS', ...STANDINGS],
  },
  bye: {
    label: { en: 'A bye counts as', it: 'Un turno di riposo vale', ro: 'O rundă liberă contează ca' },
    values: ['win', 'draw', 'loss', 'win-clean'],
    describe: {
      win: { name: { en: 'A win', it: 'Una vittoria', ro: 'O victorie' } },
      'win-clean': {
        name: {
          en: 'A match won without losing a game (2–0 in a best of 3)',
          it: 'Un incontro vinto senza perdere partite (2–0 al meglio di 3)',
          ro: 'Un meci câștigat fără joc pierdut (2–0 într-un cel mai bun din 3)',
        },
      },
      draw: { name: { en: 'An equal score', it: 'Un pareggio', ro: 'Un punctaj egal' } },
      loss: { name: { en: 'A loss', it: 'Una sconfitta', ro: 'O înfrângere' } },
    },
    mode: 'duel',
    usedBy: STANDINGS,
  },
  /** A match's games (docs/leagues.md#matches): complete when a player wins more than half, or when all are played. */
  'best-of': {
    label: { en: 'A match is the best of', it: 'Un incontro è al meglio di', ro: 'Un meci este cel mai bun din' },
    values: ['3', '1', '5', '7'],
    mode: 'duel',
    usedBy: MATCHES,
  },
  /**
   * A bracket's match in match mode (docs/formats.md#brackets): the best of as many games as `best-of` (`same`), one
   * number for every stage (`5`), or per stage (`QF:3/SF:5/F:5/3P:3`, the stages not named as `best-of`).
   */
  'stage-best-of': {
    label: {
      en: 'A final-stage match is the best of',
      it: 'Un incontro della fase finale è al meglio di',
      ro: 'Un meci din faza finală este cel mai bun din',
    },
    values: ['same', '1', '3', '5', '7'],
    accepts: { test: isStageBestOf, shape: say('stageBestOfShape', { example: 'QF:3/SF:5/F:5/3P:3' }) },
    describe: {
      same: {
        name: { en: 'As a match of the rounds', it: 'Come un incontro dei turni', ro: 'Ca un meci din runde' },
      },
    },
    mode: 'duel',
    usedBy: STANDINGS,
  },
  /** free: a league whose Round is a week, a group or blank, a player playing several matches under one (docs/leagues.md#leagues-without-rounds). */
  schedule: {
    label: { en: 'Matches are played', it: 'Gli incontri si giocano', ro: 'Meciurile se joacă' },
    values: ['rounds', 'free'],
    describe: {
      rounds: { name: { en: 'In rounds, one match a round', it: 'A turni, un incontro per turno', ro: 'Pe runde, un meci pe rundă' } },
      free: {
        name: {
          en: 'Freely: a week or a group, several matches under one',
          it: 'Liberamente: una settimana o un girone, più incontri in ciascuno',
          ro: 'Liber: o săptămână sau o grupă, mai multe meciuri în fiecare',
        },
      },
    },
    mode: 'duel',
    usedBy: MATCHES,
  },
  /** A match with as many games won by each once all are played (docs/leagues.md#matches). */
  'match-draw': {
    label: { en: 'A drawn match counts', it: 'Un incontro pari vale', ro: 'Un meci egal contează ca' },
    values: ['half', 'zero'],
    describe: {
      half: { name: { en: 'Half a win each', it: 'Mezza vittoria a testa', ro: 'Câte o jumătate de victorie' } },
      zero: { name: { en: 'No win for either', it: 'Nessuna vittoria', ro: 'Nicio victorie' } },
    },
    mode: 'duel',
    usedBy: MATCHES,
  },
  /** The duels of a team match in a team event (docs/leagues.md#team-events). */
  duels: {
    label: { en: 'A team match has duels', it: 'Duelli in un incontro di squadra', ro: 'Dueluri într-un meci pe echipe' },
    values: ['3', '5'],
    usedBy: ['CARC_TEAMS'],
  },
  buchholz: {
    label: { en: 'Buchholz', it: 'Buchholz', ro: 'Buchholz' },
    values: BUCHHOLZ_VARIANTS,
    describe: {
      cut1: {
        name: {
          en: 'Cut 1: the weakest opponent left out',
          it: "Senza il peggiore: escluso l'avversario più debole",
          ro: 'Trunchiat (−1): fără adversarul cel mai slab',
        },
      },
      full: { name: { en: 'Full: every opponent', it: 'Completo: tutti gli avversari', ro: 'Complet: toți adversarii' } },
      median: {
        name: {
          en: 'Median: the strongest and the weakest left out',
          it: 'Mediano: esclusi il più forte e il più debole',
          ro: 'Median: fără cel mai puternic și cel mai slab',
        },
      },
    },
    mode: 'duel',
    usedBy: STANDINGS,
  },
  tiebreak: {
    label: {
      en: 'Tie-breaks after wins (or round points), in order',
      it: 'Spareggi dopo le vittorie (o i punti del turno), in ordine',
      ro: 'Departajări după victorii (sau puncte de rundă), în ordine',
    },
    values: [...new Set([...DUEL_STEPS, ...PLACEMENT_STEPS, ...TEAM_STEPS])],
    chain: { default: 'buchholz>difference>points', listedIn: 'docs/formats.md, docs/leagues.md' },
    usedBy: MATCHES,
  },
  three: {
    label: SHARED_SETTING_WORDS.roundPointsAtThree,
    values: ['5-3-1', '5-3-2'],
    mode: 'placement',
    usedBy: ['CARC_ROUNDPOINTS', ...STANDINGS],
  },
  share3: {
    label: { en: 'Share at three-player tables', it: 'Percentuale ai tavoli da tre', ro: 'Procentajul la mesele de trei' },
    values: ['virtual', 'plain'],
    describe: {
      virtual: { name: SHARED_SETTING_WORDS.virtualFourth },
      plain: { name: { en: "The three players' points", it: 'I punti dei tre giocatori', ro: 'Punctele celor trei jucători' } },
    },
    mode: 'placement',
    usedBy: STANDINGS,
  },
  /**
   * The players the knockout takes (docs/formats.md#the-final-stage, #brackets): quarter-finals of the top 8, semi-finals
   * of the top 4, or any bracket of the top 4 to 64, the top seeds waiting for the second stage when it is not full.
   */
  finals: {
    label: SHARED_SETTING_WORDS.finalStage,
    values: ['top8', 'top4', 'top16', 'top24', 'top32', 'top48', 'top64'],
    accepts: { test: isFinals, shape: say('finalsShape', BRACKET_CUTS) },
    describe: {
      top8: { name: { en: 'Quarter-finals of the top 8', it: 'Quarti di finale dei primi 8', ro: 'Sferturi de finală ale primilor 8' } },
      top4: { name: { en: 'Semi-finals of the top 4', it: 'Semifinali dei primi 4', ro: 'Semifinale ale primilor 4' } },
      top16: { name: { en: 'Round of 16 of the top 16', it: 'Ottavi di finale dei primi 16', ro: 'Optimi de finală ale primilor 16' } },
      top24: {
        name: {
          en: 'Round of 32 of the top 24, the top 8 waiting for the round of 16',
          it: 'Sedicesimi dei primi 24, i primi 8 attendono gli ottavi',
          ro: 'Șaisprezecimi ale primilor 24, primii 8 așteaptă optimile',
        },
      },
      top32: {
        name: { en: 'Round of 32 of the top 32', it: 'Sedicesimi di finale dei primi 32', ro: 'Șaisprezecimi de finală ale primilor 32' },
      },
      top48: {
        name: {
          en: 'Round of 64 of the top 48, the top 16 waiting for the round of 32',
          it: 'Trentaduesimi dei primi 48, i primi 16 attendono i sedicesimi',
          ro: 'Treizecișidoimi ale primilor 48, primii 16 așteaptă șaisprezecimile',
        },
      },
      top64: {
        name: {
          en: 'Round of 64 of the top 64',
          it: 'Trentaduesimi di finale dei primi 64',
          ro: 'Treizecișidoimi de finală ale primilor 64',
        },
      },
    },
    usedBy: STANDINGS,
  },
  /** An equal score in a knockout game: the better preliminary rank goes through (2019), or the starting player loses. */
  kotie: {
    label: {
      en: 'An equal score in a knockout game',
      it: 'Un pareggio in una partita a eliminazione',
      ro: 'Un punctaj egal într-o partidă eliminatorie',
    },
    values: ['rank', 'starter-loses'],
    describe: {
      rank: {
        name: {
          en: 'The better preliminary rank goes through',
          it: 'Passa chi è meglio classificato nella fase preliminare',
          ro: 'Trece cel mai bine clasat în faza preliminară',
        },
      },
      'starter-loses': { name: { en: 'The starting player loses', it: 'Perde chi ha iniziato', ro: 'Pierde jucătorul care a început' } },
    },
    usedBy: STANDINGS,
  },
  /** auto: the mode of the results so far (duel before round 1) (docs/seating.md). */
  format: {
    label: { en: 'Next round as', it: 'Prossimo turno come', ro: 'Runda următoare ca' },
    values: ['auto', 'duel', 'tables'],
    describe: {
      auto: { name: { en: 'As the results so far', it: 'Come nei turni giocati finora', ro: 'Ca rezultatele de până acum' } },
      duel: { name: { en: 'Duels (Swiss pairing)', it: 'Duelli (abbinamento svizzero)', ro: 'Dueluri (împerechere elvețiană)' } },
      tables: { name: { en: 'Tables of 3–4', it: 'Tavoli da 3–4', ro: 'Mese de 3–4' } },
    },
    usedBy: ['CARC_PAIRINGS'],
  },
  mode: {
    label: { en: 'Tables of 3–4 seated by', it: 'Tavoli da 3–4 disposti in base a', ro: 'Mese de 3–4 așezate după' },
    values: ['schedule', 'standings'],
    describe: SEATING_MODES,
    mode: 'placement',
    usedBy: ['CARC_PAIRINGS'],
  },
  /** The rounds planned: while rounds are still to come, the stakes leave Title and Cut blank (docs/stakes.md#functions). */
  rounds: plannedRoundsSetting(['CARC_STAKES']),
  /** CARC_ELO's rating (docs/circuits.md#carcassonne-elo): carcassonne.gg's, a rating every player starts at. */
  start: eloNumber({ en: 'Elo at the first duel', it: 'Elo al primo duello', ro: 'Elo la primul duel' }, '1500', 0),
  /** How far one duel moves a rating (K). */
  k: eloNumber({ en: 'Elo: K factor', it: 'Elo: fattore K', ro: 'Elo: factorul K' }, '32', 1),
  /** The rating difference at which the stronger player is expected to score 10 to 1. */
  scale: eloNumber({ en: 'Elo: scale', it: 'Elo: scala', ro: 'Elo: scară' }, '400', 1),
  /** The margin factor: a 2–0 moves ratings more than a 2–1 (carcassonne.gg's 1 + (W − L − 1)/N), or not. */
  margin: {
    label: { en: 'Elo: margin of the win', it: 'Elo: margine della vittoria', ro: 'Elo: diferența victoriei' },
    values: ['on', 'off'],
    describe: {
      on: {
        name: { en: 'A wider win counts more', it: 'Una vittoria più netta conta di più', ro: 'O victorie mai clară contează mai mult' },
      },
      off: { name: { en: 'Every win counts the same', it: 'Ogni vittoria conta allo stesso modo', ro: 'Orice victorie contează la fel' } },
    },
    usedBy: ['CARC_ELO'],
  },
  /** The language of the standings, the Elo ratings and the scoresheet's headers (docs/languages.md). */
  lang: langSetting(['CARC_STANDINGS', 'CARC_PAIRINGS', 'CARC_STAKES', 'CARC_SCORESHEET', 'CARC_ELO', 'CARC_TEAMS']),
} as const;

export type CarcassonneSettings = Settings<typeof CARCASSONNE_SETTINGS>;

export function readCarcassonneSettings(fn: string, text: Arg | undefined): CarcassonneSettings {
  return readSettings(fn, text, CARCASSONNE_SETTINGS);
}
