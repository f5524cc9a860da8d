import { labels } from '../../i18n/words';

/**
 * The words of Carcassonne's online leagues (docs/leagues.md): the columns a match-mode results range holds, the
 * figures of its standings, and the steps of its tie-breaks. OMW, OGD and OGW are written so in every language, as the
 * leagues publish them.
 */
export const LEAGUE_LABELS = labels({
  match: { en: 'Match', it: 'Incontro', ro: 'Meci' },
  game: { en: 'Game number', it: 'N. partita', ro: 'Nr. joc' },
  lot: { en: 'Lot', it: 'Sorteggio', ro: 'Tragere la sorți' },
  matches: { en: 'Matches', it: 'Incontri', ro: 'Meciuri' },
  gameDifference: { en: 'Game difference', it: 'Differenza partite', ro: 'Diferența de jocuri' },
  gameDifferenceStep: { en: 'game difference', it: 'differenza partite', ro: 'diferența de jocuri' },
  gamesWon: { en: 'Games won', it: 'Partite vinte', ro: 'Jocuri câștigate' },
  gamesWonStep: { en: 'games won', it: 'partite vinte', ro: 'jocuri câștigate' },
  omw: { en: 'OMW', it: 'OMW', ro: 'OMW' },
  omwStep: {
    en: "opponents' matches won (OMW)",
    it: 'incontri vinti dagli avversari (OMW)',
    ro: 'meciurile câștigate de adversari (OMW)',
  },
  ogd: { en: 'OGD', it: 'OGD', ro: 'OGD' },
  ogdStep: {
    en: "opponents' game difference (OGD)",
    it: 'differenza partite degli avversari (OGD)',
    ro: 'diferența de jocuri a adversarilor (OGD)',
  },
  ogw: { en: 'OGW', it: 'OGW', ro: 'OGW' },
  ogwStep: {
    en: "opponents' games won (OGW)",
    it: 'partite vinte dagli avversari (OGW)',
    ro: 'jocurile câștigate de adversari (OGW)',
  },
  buchholzDistinct: { en: 'Buchholz (distinct)', it: 'Buchholz (avversari distinti)', ro: 'Buchholz (adversari distincți)' },
  buchholzDistinctStep: {
    en: 'Buchholz over distinct opponents',
    it: 'Buchholz sugli avversari distinti',
    ro: 'Buchholz pe adversari distincți',
  },
  h2h: {
    en: 'the matches between the tied players',
    it: 'gli incontri diretti tra i giocatori a pari merito',
    ro: 'meciurile directe dintre jucătorii la egalitate',
  },
  h2hPoints: {
    en: 'the points in the matches between the tied players',
    it: 'i punti negli incontri diretti tra i giocatori a pari merito',
    ro: 'punctele din meciurile directe dintre jucătorii la egalitate',
  },
  lotStep: { en: 'the drawing of lots', it: 'il sorteggio', ro: 'tragerea la sorți' },
  // a team event (docs/leagues.md#team-events): the matches of a round between players of two teams are a team match
  team: { en: 'Team', it: 'Squadra', ro: 'Echipă' },
  teamMatchesWon: { en: 'Team matches won', it: 'Incontri di squadra vinti', ro: 'Meciuri pe echipe câștigate' },
  teamMatchesWonStep: { en: 'team matches won', it: 'incontri di squadra vinti', ro: 'meciuri pe echipe câștigate' },
  duelDifference: { en: 'Duel difference', it: 'Differenza duelli', ro: 'Diferența de dueluri' },
  duelDifferenceStep: { en: 'duel difference', it: 'differenza duelli', ro: 'diferența de dueluri' },
  teamMatches: { en: 'Team matches', it: 'Incontri di squadra', ro: 'Meciuri pe echipe' },
  h2hTeams: {
    en: 'the team matches between the tied teams',
    it: 'gli incontri diretti tra le squadre a pari merito',
    ro: 'meciurile directe dintre echipele la egalitate',
  },
});
