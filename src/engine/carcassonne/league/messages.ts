import { count, list } from '../../i18n/format';
import { message, sayer, type Text } from '../../i18n/message';
import { GAME, MATCH, PLAYER, ROW } from '../../i18n/nouns';

const DUEL_NOUN = {
  it: { one: 'duello', other: 'duelli' },
  ro: { one: 'duel', few: 'dueluri', other: 'de dueluri' },
} as const;
const TEAM_MATCH_NOUN = {
  it: { one: 'incontro di squadra', other: 'incontri di squadra' },
  ro: { one: 'meci pe echipe', few: 'meciuri pe echipe', other: 'de meciuri pe echipe' },
} as const;
const names = (lang: 'it' | 'ro', players: readonly string[]) => list(lang, players);
const rows = (lang: 'en' | 'it' | 'ro', numbers: readonly number[]) => list(lang, numbers.map(String));

/**
 * The messages of Carcassonne's online leagues (docs/leagues.md): a match's rows and games, best of N, lots. Each
 * names the match (`round 3, match 2`) where the problem is; the function and the row are added by the error's place.
 */
export const LEAGUE_MESSAGES = {
  atMatch: message({
    example: { round: '3', id: '2' },
    en: (p) => `round ${p.round}, match ${p.id}`,
    it: (p) => `turno ${p.round}, incontro ${p.id}`,
    ro: (p) => `runda ${p.round}, meciul ${p.id}`,
  }),
  atMatchUnder: message({
    example: { label: 'Week 3', id: '2' },
    en: (p) => `${p.label ? `${p.label}, ` : ''}match ${p.id}`,
    it: (p) => `${p.label ? `${p.label}, ` : ''}incontro ${p.id}`,
    ro: (p) => `${p.label ? `${p.label}, ` : ''}meciul ${p.id}`,
  }),
  matchPlayers: message({
    example: { players: ['Anna Rossi', 'Bogdan Ionescu', 'Carla Bruni'] },
    en: (p) =>
      `${p.players.length} player${p.players.length === 1 ? '' : 's'} in the match (${p.players.join(', ')}); a match is between 2 players`,
    it: (p) => `${count('it', p.players.length, PLAYER.it)} nell'incontro (${names('it', p.players)}); un incontro è tra 2 giocatori`,
    ro: (p) => `${count('ro', p.players.length, PLAYER.ro)} în meci (${names('ro', p.players)}); un meci se joacă între 2 jucători`,
  }),
  matchTwiceInRound: message({
    example: { player: 'Anna Rossi', round: '3', earlier: 'round 3, match 1' as Text },
    en: (p) => `${p.player} plays two matches in round ${p.round} (also ${p.earlier}); a player plays one match a round`,
    it: (p) => `${p.player} gioca due incontri nel turno ${p.round} (anche: ${p.earlier}); un giocatore gioca un incontro per turno`,
    ro: (p) => `${p.player} joacă două meciuri în runda ${p.round} (și: ${p.earlier}); un jucător joacă un meci pe rundă`,
  }),
  byeAndMatch: message({
    example: { player: 'Anna Rossi', round: '3', other: 'round 3, match 1' as Text },
    en: (p) => `${p.player} has a bye and a match in round ${p.round} (also ${p.other}); a player with a bye plays no match that round`,
    it: (p) =>
      `${p.player} ha un riposo e un incontro nel turno ${p.round} (anche: ${p.other}); chi riposa non gioca incontri in quel turno`,
    ro: (p) =>
      `${p.player} are o rundă liberă și un meci în runda ${p.round} (și: ${p.other}); un jucător cu rundă liberă nu joacă niciun meci în acea rundă`,
  }),
  byeTwice: message({
    example: { player: 'Anna Rossi', round: '3' },
    en: (p) => `${p.player} has two byes in round ${p.round}; a player has at most one bye a round`,
    it: (p) => `${p.player} ha due riposi nel turno ${p.round}; un giocatore ha al massimo un riposo per turno`,
    ro: (p) => `${p.player} are două runde libere în runda ${p.round}; un jucător are cel mult o rundă liberă pe rundă`,
  }),
  tooManyGames: message({
    example: { games: 4, bestOf: 3 },
    en: (p) => `${p.games} games in a best of ${p.bestOf}; a match has at most ${p.bestOf}`,
    it: (p) => `${count('it', p.games, GAME.it)} in un incontro al meglio di ${p.bestOf}; un incontro ne ha al massimo ${p.bestOf}`,
    ro: (p) => `${count('ro', p.games, GAME.ro)} într-un meci cel mai bun din ${p.bestOf}; un meci are cel mult ${p.bestOf}`,
  }),
  tooManyWins: message({
    example: { player: 'Anna Rossi', won: 3, bestOf: 3, need: 2 },
    en: (p) => `${p.player} won ${p.won} games of a best of ${p.bestOf}; the match ends when a player wins ${p.need}`,
    it: (p) =>
      `${p.player} ha vinto ${count('it', p.won, GAME.it)} di un incontro al meglio di ${p.bestOf}; l'incontro finisce quando un giocatore ne vince ${p.need}`,
    ro: (p) =>
      `${p.player} a câștigat ${count('ro', p.won, GAME.ro)} dintr-un meci cel mai bun din ${p.bestOf}; meciul se termină când un jucător câștigă ${p.need}`,
  }),
  gamesWonTwice: message({
    example: { player: 'Anna Rossi', rows: 2 },
    en: (p) => `${p.player} has ${p.rows} rows in the match; with Games won a player has one row per match`,
    it: (p) => `${p.player} ha ${count('it', p.rows, ROW.it)} nell'incontro; con Partite vinte un giocatore ha una riga per incontro`,
    ro: (p) => `${p.player} are ${count('ro', p.rows, ROW.ro)} în meci; cu Jocuri câștigate un jucător are un rând pe meci`,
  }),
  gamesUnpaired: message({
    example: { player: 'Anna Rossi', games: 3, other: 'Bogdan Ionescu', otherGames: 2 },
    en: (p) => `${p.player} has ${p.games} game rows in the match and ${p.other} ${p.otherGames}; each game is one row for each player`,
    it: (p) =>
      `${p.player} ha ${count('it', p.games, ROW.it)} di partita nell'incontro e ${p.other} ${p.otherGames}; ogni partita è una riga per ciascun giocatore`,
    ro: (p) =>
      `${p.player} are ${count('ro', p.games, ROW.ro)} de joc în meci, iar ${p.other} ${p.otherGames}; fiecare joc este un rând pentru fiecare jucător`,
  }),
  gameNumberTwice: message({
    example: { player: 'Anna Rossi', game: '2' },
    en: (p) => `${p.player}'s game ${p.game} is given twice in the match`,
    it: (p) => `la partita ${p.game} di ${p.player} è indicata due volte nell'incontro`,
    ro: (p) => `jocul ${p.game} al lui ${p.player} apare de două ori în meci`,
  }),
  scoreAndGamesWon: message({
    example: { score: 'Score' as Text, gamesWon: 'Games won' as Text },
    en: (p) =>
      `both ${p.score} and ${p.gamesWon}: a match is a row per player per game (${p.score}) or per match (${p.gamesWon}), not both`,
    it: (p) =>
      `sia ${p.score} sia ${p.gamesWon}: un incontro è una riga per giocatore per partita (${p.score}) oppure per incontro (${p.gamesWon}), non entrambe`,
    ro: (p) =>
      `și ${p.score}, și ${p.gamesWon}: un meci este un rând pe jucător pe joc (${p.score}) sau pe meci (${p.gamesWon}), nu amândouă`,
  }),
  noScoreNorGamesWon: message({
    example: {},
    en: () => 'no Score and no Games won column: a match is a row per player per game (Score) or per match (Games won)',
    it: () =>
      'nessuna colonna Punteggio né Partite vinte: un incontro è una riga per giocatore per partita (Punteggio) o per incontro (Partite vinte)',
    ro: () => 'nicio coloană Punctaj sau Jocuri câștigate: un meci este un rând pe jucător pe joc (Punctaj) sau pe meci (Jocuri câștigate)',
  }),
  byeWithGames: message({
    example: { player: 'Anna Rossi', value: '2' as Text },
    en: (p) => `a bye has no games (${p.value} given for ${p.player})`,
    it: (p) => `un riposo non ha partite (indicato ${p.value} per ${p.player})`,
    ro: (p) => `o rundă liberă nu are jocuri (scris ${p.value} pentru ${p.player})`,
  }),
  lotTwice: message({
    example: { player: 'Anna Rossi', lots: [1, 2], team: false },
    en: (p) =>
      `${p.player} has Lots ${p.lots.join(' and ')}; a ${p.team ? 'team' : 'player'}'s Lot is one number, on any one of ${p.team ? 'its' : 'their'} rows`,
    it: (p) =>
      `${p.player} ha i sorteggi ${p.lots.join(' e ')}; il Sorteggio di ${p.team ? 'una squadra' : 'un giocatore'} è un solo numero, su una qualsiasi delle sue righe`,
    ro: (p) =>
      `${p.player} are tragerile la sorți ${p.lots.join(' și ')}; tragerea la sorți a ${p.team ? 'unei echipe' : 'unui jucător'} este un singur număr, pe oricare dintre rândurile ${p.team ? 'ei' : 'sale'}`,
  }),
  matchIncomplete: message({
    example: { match: 'round 3, match 2' as Text, players: ['Anna Rossi', 'Bogdan Ionescu'], won: [1, 1], bestOf: 3 },
    en: (p) =>
      `${p.match}: ${p.players[0]} ${p.won[0]}–${p.won[1]} ${p.players[1]} is not complete in a best of ${p.bestOf}; it counts once it is`,
    it: (p) =>
      `${p.match}: ${p.players[0]} ${p.won[0]}–${p.won[1]} ${p.players[1]} non è completo in un incontro al meglio di ${p.bestOf}; conta quando lo sarà`,
    ro: (p) =>
      `${p.match}: ${p.players[0]} ${p.won[0]}–${p.won[1]} ${p.players[1]} nu este complet într-un meci cel mai bun din ${p.bestOf}; contează când va fi`,
  }),
  matchesAwaiting: message({
    example: { matches: 3, round: '4' },
    en: (p) => `${p.matches} match${p.matches === 1 ? '' : 'es'} await${p.matches === 1 ? 's' : ''} results (round ${p.round})`,
    it: (p) => `${count('it', p.matches, MATCH.it)} in attesa di risultati (turno ${p.round})`,
    ro: (p) => `${count('ro', p.matches, MATCH.ro)} așteaptă rezultatele (runda ${p.round})`,
  }),
  stakesMatchWin: message({
    example: {},
    en: () => 'a match win',
    it: () => "la vittoria dell'incontro",
    ro: () => 'câștigarea meciului',
  }),
  stakesMatchDrawOrBetter: message({
    example: {},
    en: () => 'a drawn match or better',
    it: () => 'almeno un incontro pari',
    ro: () => 'cel puțin un meci egal',
  }),
  freeNotSeated: message({
    example: {},
    en: () => 'schedule=free: a league without rounds is not seated by Podium; its organizers pair its matches',
    it: () => 'schedule=free: un campionato senza turni non viene abbinato da Podium; gli incontri li abbinano gli organizzatori',
    ro: () => 'schedule=free: un campionat fără runde nu este împerecheat de Podium; meciurile le împerechează organizatorii',
  }),
  matchesAwaitingUnder: message({
    example: { matches: 3, label: 'Week 4' },
    en: (p) =>
      `${p.matches} match${p.matches === 1 ? '' : 'es'} await${p.matches === 1 ? 's' : ''} results${p.label ? ` (${p.label})` : ''}`,
    it: (p) => `${count('it', p.matches, MATCH.it)} in attesa di risultati${p.label ? ` (${p.label})` : ''}`,
    ro: (p) => `${count('ro', p.matches, MATCH.ro)} așteaptă rezultatele${p.label ? ` (${p.label})` : ''}`,
  }),
  // a team event (docs/leagues.md#team-events)
  atTeamMatch: message({
    example: { round: '3', teams: ['Italia', 'România'], free: false },
    en: (p) => `${p.free ? (p.round ? `${p.round}, ` : '') : `round ${p.round}, `}team match ${p.teams.join('–')}`,
    it: (p) => `${p.free ? (p.round ? `${p.round}, ` : '') : `turno ${p.round}, `}incontro di squadra ${p.teams.join('–')}`,
    ro: (p) => `${p.free ? (p.round ? `${p.round}, ` : '') : `runda ${p.round}, `}meciul pe echipe ${p.teams.join('–')}`,
  }),
  teamTwice: message({
    example: { player: 'Anna Rossi', team: 'Italia', earlier: 'România', row: 4 },
    en: (p) => `${p.player} plays for ${p.team} here and for ${p.earlier} at row ${p.row}; a player plays for one team`,
    it: (p) => `${p.player} gioca per ${p.team} qui e per ${p.earlier} alla riga ${p.row}; un giocatore gioca per una sola squadra`,
    ro: (p) =>
      `${p.player} joacă pentru ${p.team} aici și pentru ${p.earlier} la rândul ${p.row}; un jucător joacă pentru o singură echipă`,
  }),
  sameTeam: message({
    example: { players: ['Anna Rossi', 'Bogdan Ionescu'], team: 'Italia', rows: [2, 3] },
    en: (p) =>
      `${p.players.join(' and ')} (rows ${rows('en', p.rows)}) are both of ${p.team}; in a team event a match is between players of two teams`,
    it: (p) =>
      `${names('it', p.players)} (righe ${rows('it', p.rows)}) sono entrambi di ${p.team}; in un torneo a squadre un incontro è tra giocatori di due squadre`,
    ro: (p) =>
      `${names('ro', p.players)} (rândurile ${rows('ro', p.rows)}) sunt amândoi din ${p.team}; într-un turneu pe echipe un meci se joacă între jucători din două echipe`,
  }),
  teamMatchDuels: message({
    example: { duels: 4, need: 3, rows: [2, 4, 6, 8] },
    en: (p) => `${p.duels} duel${p.duels === 1 ? '' : 's'} (rows ${rows('en', p.rows)}); a team match has ${p.need} (duels=${p.need})`,
    it: (p) =>
      `${count('it', p.duels, DUEL_NOUN.it)} (righe ${rows('it', p.rows)}); un incontro di squadra ne ha ${p.need} (duels=${p.need})`,
    ro: (p) => `${count('ro', p.duels, DUEL_NOUN.ro)} (rândurile ${rows('ro', p.rows)}); un meci pe echipe are ${p.need} (duels=${p.need})`,
  }),
  teamMatchesAwaiting: message({
    example: { matches: 2, round: '4', free: false },
    en: (p) =>
      `${p.matches} team match${p.matches === 1 ? '' : 'es'} await${p.matches === 1 ? 's' : ''} results (${p.free ? p.round : `round ${p.round}`})`,
    it: (p) => `${count('it', p.matches, TEAM_MATCH_NOUN.it)} in attesa di risultati (${p.free ? p.round : `turno ${p.round}`})`,
    ro: (p) => `${count('ro', p.matches, TEAM_MATCH_NOUN.ro)} așteaptă rezultatele (${p.free ? p.round : `runda ${p.round}`})`,
  }),
  teamTableSize: message({
    example: { players: 3 },
    en: (p) => `${p.players} players at the table; a team event is of duels (tables of 2) or of matches`,
    it: (p) => `${count('it', p.players, PLAYER.it)} al tavolo; un torneo a squadre è di duelli (tavoli da 2) o di incontri`,
    ro: (p) => `${count('ro', p.players, PLAYER.ro)} la masă; un turneu pe echipe se joacă în dueluri (mese de 2) sau în meciuri`,
  }),
};

/** A message of this catalogue, carrying its words. */
export const say = sayer(LEAGUE_MESSAGES);
