import type { Preset } from '../shared/settings';
import { SHARED_SETTING_WORDS } from '../shared/settingWords';

/**
 * Carcassonne championships' formats (docs/formats.md; sources in docs/formats.md). The first is the default: today's
 * defaults are the World Championship's rules. A new format is one entry here.
 */
export const CARCASSONNE_PRESETS: Readonly<Record<string, Preset>> = {
  ccwc: {
    name: { en: 'World Championship', it: 'Campionato del mondo', ro: 'Campionatul Mondial' },
    source: {
      en: "the Carcassonne World Championship's rules (2019): Buchholz cut 1, score difference, points",
      it: 'le regole del Campionato del mondo di Carcassonne (2019): Buchholz senza il peggiore, differenza punti, punti',
      ro: 'regulile Campionatului Mondial de Carcassonne (2019): Buchholz trunchiat (−1), diferența de puncte, puncte',
    },
    settings: 'draw=half; bye=win; buchholz=cut1; tiebreak=buchholz>difference>points',
  },
  germany: {
    name: SHARED_SETTING_WORDS.germany,
    source: {
      en: 'the German championship final (2024): Buchholz cut 1, median Buchholz',
      it: 'la finale del campionato tedesco (2024): Buchholz senza il peggiore, Buchholz mediano',
      ro: 'finala campionatului german (2024): Buchholz trunchiat (−1), Buchholz median',
    },
    settings: 'tiebreak=buchholz-cut1>buchholz-median>difference>points',
  },
  ukraine: {
    name: { en: 'Ukraine', it: 'Ucraina', ro: 'Ucraina' },
    source: {
      en: 'the Ukrainian championship (2025), as published: an equal score won by the player who did not start',
      it: 'il campionato ucraino (2025), come pubblicato: un pareggio lo vince chi non ha iniziato',
      ro: 'campionatul ucrainean (2025), așa cum a fost publicat: un punctaj egal îl câștigă jucătorul care nu a început',
    },
    settings: 'draw=starter-loses; tiebreak=buchholz-cut1>buchholz-median>difference',
  },
  hig: {
    name: { en: 'Hans im Glück qualifiers', it: 'Qualificazioni Hans im Glück', ro: 'Calificările Hans im Glück' },
    source: {
      en: "the publisher's qualifier series at tables of 3–4: 5-3-2-1, 5-3-1 at three; share with a virtual 4th",
      it: "le qualificazioni dell'editore a tavoli da 3–4: 5-3-2-1, 5-3-1 a tre; percentuale con un 4º virtuale",
      ro: 'seria de calificări a editurii la mese de 3–4: 5-3-2-1, 5-3-1 la trei; procentajul cu un al 4-lea virtual',
    },
    settings: 'three=5-3-1; share3=virtual; tiebreak=share>points',
  },
  'gg-league': {
    name: { en: 'carcassonne.gg league', it: 'Lega di carcassonne.gg', ro: 'Liga carcassonne.gg' },
    source: {
      en: "carcassonne.gg's leagues where all play all: matches won, game difference, games won, then the same among the tied, their points, a drawing of lots",
      it: 'le leghe di carcassonne.gg, tutti contro tutti: incontri vinti, differenza partite, partite vinte, poi lo stesso tra chi è a pari merito, i punti negli incontri tra loro, il sorteggio',
      ro: 'ligile de pe carcassonne.gg, fiecare cu fiecare: meciuri câștigate, diferența de jocuri, jocuri câștigate, apoi la fel între cei la egalitate, punctele lor, tragerea la sorți',
    },
    settings: 'tiebreak=game-difference>games-won>h2h>h2h-points>lot',
  },
  'gg-swiss': {
    name: { en: 'carcassonne.gg Swiss', it: 'Sistema svizzero di carcassonne.gg', ro: 'Sistemul elvețian carcassonne.gg' },
    source: {
      en: "carcassonne.gg's Swiss standings: matches won, game difference, games won, then the opponents' (OMW, OGD, OGW), a drawing of lots",
      it: 'la classifica a sistema svizzero di carcassonne.gg: incontri vinti, differenza partite, partite vinte, poi quelle degli avversari (OMW, OGD, OGW), il sorteggio',
      ro: 'clasamentul în sistem elvețian de pe carcassonne.gg: meciuri câștigate, diferența de jocuri, jocuri câștigate, apoi ale adversarilor (OMW, OGD, OGW), tragerea la sorți',
    },
    settings: 'tiebreak=game-difference>games-won>omw>ogd>ogw>lot',
  },
  'gg-teams': {
    name: { en: 'carcassonne.gg team cup', it: 'Coppa a squadre di carcassonne.gg', ro: 'Cupa pe echipe carcassonne.gg' },
    source: {
      en: "carcassonne.gg's team cups: team matches won, duel difference, game difference, games won, then the team matches between the tied teams, a drawing of lots",
      it: 'le coppe a squadre di carcassonne.gg: incontri di squadra vinti, differenza duelli, differenza partite, partite vinte, poi gli incontri diretti tra le squadre a pari merito, il sorteggio',
      ro: 'cupele pe echipe de pe carcassonne.gg: meciuri pe echipe câștigate, diferența de dueluri, diferența de jocuri, jocuri câștigate, apoi meciurile directe dintre echipele la egalitate, tragerea la sorți',
    },
    settings: 'tiebreak=duel-difference>game-difference>games-won>h2h>lot',
  },
};
