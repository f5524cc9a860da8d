import { count, decimals, list, quote, quoted } from '../../i18n/format';
import { message, sayer, type Text } from '../../i18n/message';
import { PLAYER, SEAT as SEATS, TABLE } from '../../i18n/nouns';
import type { StageId } from '../stageIds';
import { STAGE_WORDS } from '../stageWords';

/** An English ordinal: 2nd, 3rd, 11th. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "The nth time" in Romanian: "prima oară", then "a 2-a oară" (the ordinal 1 has a word of its own). */
const nthTime = (n: number) => (n === 1 ? 'prima oară' : `a ${n}-a oară`);

const are = (stage: StageId) => `${STAGE_WORDS[stage].en} ${STAGE_WORDS[stage].many ? 'are' : 'is'}`;
const paired = (stage: StageId) => `${STAGE_WORDS[stage].it} si ${STAGE_WORDS[stage].many ? 'dispongono' : 'dispone'}`;
const GROUP = {
  table: { en: 'table', it: TABLE.it, ro: TABLE.ro },
  board: { en: 'board', it: TABLE.it, ro: TABLE.ro },
};
type GroupKind = keyof typeof GROUP;
const stage = { stage: 'SF' as StageId };

/** The seatings' messages: the round, the seed, the roster, fixed tables and the final stage's order of play. */
export const SEATING_MESSAGES = {
  oneCellNotRange: message({
    example: { name: 'round' },
    en: (p) => `${p.name} is one cell, not a range`,
    it: (p) => `${p.name} è una sola cella, non un intervallo`,
    ro: (p) => `${p.name} este o singură celulă, nu un interval`,
  }),
  stageBegun: message({
    example: { stages: 'SF, F' },
    en: (p) => `the results hold rows of the final stage (${p.stages}); no numbered round is seated after it has begun`,
    it: (p) => `i risultati contengono righe della fase finale (${p.stages}); una volta iniziata, non si dispongono altri turni numerati`,
    ro: (p) => `rezultatele conțin rânduri din faza finală (${p.stages}); după ce a început, nu se mai așază runde numerotate`,
  }),
  fieldTooLargeToWeigh: message({
    example: { players: 30000, limit: '1125899906842624' },
    en: (p) =>
      `${p.players} players are more than this seating can weigh exactly: its costs would pass ${p.limit} (2⁵⁰), the most it adds without rounding; seat the field in smaller groups`,
    it: (p) =>
      `${count('it', p.players, PLAYER.it)} ${p.players === 1 ? 'è troppo' : 'sono troppi'} per calcolare esattamente questa disposizione: i suoi costi supererebbero ${p.limit} (2⁵⁰), il massimo sommabile senza arrotondamenti; disponi i giocatori in gruppi più piccoli`,
    ro: (p) =>
      `${count('ro', p.players, PLAYER.ro)} ${p.players === 1 ? 'este prea mult' : 'sunt prea mulți'} pentru a calcula exact costurile acestei așezări la mese: ar depăși ${p.limit} (2⁵⁰), cea mai mare valoare care se poate aduna fără rotunjire; așezați jucătorii în grupuri mai mici`,
  }),
  roundNotWhole: message({
    example: { value: '"two"' as Text },
    en: (p) => `round ${p.value} is not a whole number from 1`,
    it: (p) => `il turno ${quoted('it', p.value)} non è un numero intero da 1 in su`,
    ro: (p) => `runda ${quoted('ro', p.value)} nu este un număr întreg de la 1 în sus`,
  }),
  seedNotWhole: message({
    example: { value: '2,5' as Text },
    en: (p) => `seed ${p.value} is not a whole number`,
    it: (p) => `seed ${quoted('it', decimals('it', p.value))} non è un numero intero`,
    ro: (p) => `seed ${quoted('ro', decimals('ro', p.value))} nu este un număr întreg`,
  }),
  noRoundsNeedRoster: message({
    example: { round: 1 },
    en: (p) => `the results hold no rounds before round ${p.round}: give a roster of the players`,
    it: (p) => `i risultati non contengono turni prima del turno ${p.round}: indica l'elenco dei giocatori`,
    ro: (p) => `rezultatele nu conțin runde înainte de runda ${p.round}: indicați lista jucătorilor`,
  }),
  activeMark: message({
    example: { header: 'Active' as Text, value: '"maybe"' as Text },
    en: (p) => `${p.header} ${p.value}: blank or a true mark plays, a false mark or "drop" sits out`,
    it: (p) =>
      `${p.header} ${quoted('it', p.value)}: vuoto o un segno di sì vuol dire che gioca; un segno di no o ${quote('it', 'drop')}, che resta fuori`,
    ro: (p) =>
      `${p.header} ${quoted('ro', p.value)}: gol sau un semn de da înseamnă că joacă; un semn de nu sau ${quote('ro', 'drop')}, că stă pe dinafară`,
  }),
  wholeFrom: message({
    example: { noun: 'Games' as Text, value: '"-1"' as Text, least: 0 },
    en: (p) => `${p.noun} ${p.value} is not a whole number from ${p.least}`,
    it: (p) => `${p.noun} ${quoted('it', decimals('it', p.value))} non è un numero intero da ${p.least} in su`,
    ro: (p) => `${p.noun} ${quoted('ro', decimals('ro', p.value))} nu este un număr întreg de la ${p.least} în sus`,
  }),
  wholeFromTo: message({
    example: { noun: 'Games' as Text, value: '3' as Text, least: 0, most: 2 },
    en: (p) => `${p.noun} ${p.value} is not a whole number from ${p.least} to ${p.most}`,
    it: (p) => `${p.noun} ${quoted('it', decimals('it', p.value))} non è un numero intero da ${p.least} a ${p.most}`,
    ro: (p) => `${p.noun} ${quoted('ro', decimals('ro', p.value))} nu este un număr întreg de la ${p.least} la ${p.most}`,
  }),
  blankRosterPlayer: message({
    example: { header: 'Player' as Text },
    en: (p) => `blank ${p.header} in the roster`,
    it: (p) => `${p.header} vuoto nell'elenco`,
    ro: (p) => `${p.header} necompletat în listă`,
  }),
  metAgain: message({
    example: { a: 'Anna', b: 'Bruno', times: 2, place: 'T3' as Text },
    en: (p) => `${p.a} and ${p.b} meet for the ${ordinal(p.times)} time (${p.place})`,
    it: (p) => `${p.a} e ${p.b} si incontrano per la ${p.times}ª volta (${p.place})`,
    ro: (p) => `${p.a} și ${p.b} se întâlnesc ${nthTime(p.times)} (${p.place})`,
  }),
  avoidTogether: message({
    example: { a: 'Anna', b: 'Bruno', place: 'T3' as Text, avoid: 'Avoid' as Text },
    en: (p) => `${p.a} and ${p.b} are kept apart (${p.avoid}) but sit together (${p.place})`,
    it: (p) => `${p.a} e ${p.b} hanno la stessa chiave in ${p.avoid}, ma siedono insieme (${p.place})`,
    ro: (p) => `${p.a} și ${p.b} au aceeași cheie în ${p.avoid}, dar stau împreună (${p.place})`,
  }),
  threeAgain: message({
    example: { player: 'Anna', times: 3, place: 'T3' as Text },
    en: (p) => `${p.player} sits at a 3-player table for the ${ordinal(p.times)} time (${p.place})`,
    it: (p) => `${p.player} siede a un tavolo da 3 per la ${p.times}ª volta (${p.place})`,
    ro: (p) => `${p.player} stă la o masă de 3 ${nthTime(p.times)} (${p.place})`,
  }),
  powerAgain: message({
    example: { player: 'Anna', power: 'France' as Text, times: 2, place: 'T3' as Text },
    en: (p) => `${p.player} plays ${p.power} for the ${ordinal(p.times)} time (${p.place})`,
    it: (p) => `${p.player} gioca ${p.power} per la ${p.times}ª volta (${p.place})`,
    ro: (p) => `${p.player} joacă ${p.power} ${nthTime(p.times)} (${p.place})`,
  }),
  byeAgain: message({
    example: { player: 'Anna', times: 2 },
    en: (p) => `${p.player} has a bye for the ${ordinal(p.times)} time`,
    it: (p) => `${p.player} riposa per la ${p.times}ª volta`,
    ro: (p) => `${p.player} are rundă liberă ${nthTime(p.times)}`,
  }),
  byeRatherThan: message({
    example: { player: 'Anna', due: 'Bruno' },
    en: (p) => `${p.player} has the bye rather than ${p.due}, the lowest-ranked player without one`,
    it: (p) => `${p.player} riposa al posto di ${p.due} (ultima posizione in classifica tra chi non ha ancora riposato)`,
    ro: (p) => `${p.player} are runda liberă în loc de ${p.due} (ultimul loc în clasament dintre cei fără rundă liberă)`,
  }),
  qualifiedInactive: message({
    example: { player: 'Anna', rank: 3 },
    en: (p) => `${p.player} qualified (rank ${p.rank}) but is not active on the roster; the next player by rank takes the place`,
    it: (p) =>
      `${p.player} si qualifica (${p.rank}ª posizione), ma nell'elenco la colonna Attivo dice che non gioca; la qualificazione passa al successivo in classifica`,
    ro: (p) =>
      `${p.player} se califică (locul ${p.rank}), dar în listă coloana Activ spune că nu joacă; locul îl ia următorul din clasament`,
  }),
  lotAtCut: message({
    example: { sharing: ['Anna', 'Bruno', 'Carla'], rank: 4, seed: 7, taken: ['Bruno'] },
    en: (p) => `${p.sharing.join(', ')} share rank ${p.rank} at the cut; the lot (seed ${p.seed}) put ${p.taken.join(', ')} in`,
    it: (p) =>
      `${list('it', p.sharing)} sono a pari merito in ${p.rank}ª posizione, l'ultima che si qualifica; il sorteggio (seed ${p.seed}) qualifica ${list('it', p.taken)}`,
    ro: (p) =>
      `${list('ro', p.sharing)} sunt la egalitate pe locul ${p.rank}, ultimul care se califică; prin tragere la sorți (seed ${p.seed}) se califică: ${list('ro', p.taken)}`,
  }),
  notOnRoster: message({
    example: { players: ['Anna', 'Bruno'], more: 3 },
    en: (p) =>
      `${p.players.join(', ')}${p.more ? ` and ${p.more} more` : ''} ${p.players.length + p.more === 1 ? 'is' : 'are'} not on the roster and ${p.players.length + p.more === 1 ? 'sits' : 'sit'} out`,
    it: (p) =>
      `${list('it', [...p.players, ...(p.more ? [p.more === 1 ? 'un altro giocatore' : `altri ${count('it', p.more, PLAYER.it)}`] : [])])} non ${p.players.length + p.more === 1 ? 'è' : 'sono'} nell'elenco e ${p.players.length + p.more === 1 ? 'resta' : 'restano'} fuori`,
    ro: (p) =>
      `${list('ro', [...p.players, ...(p.more ? [p.more === 1 ? 'încă un jucător' : `încă ${count('ro', p.more, PLAYER.ro)}`] : [])])} nu ${p.players.length + p.more === 1 ? 'este' : 'sunt'} în listă și ${p.players.length + p.more === 1 ? 'stă' : 'stau'} pe dinafară`,
  }),
  avoidForAll: message({
    example: { avoid: 'Avoid' as Text, key: '"Club A"' as Text },
    en: (p) => `every player has the ${p.avoid} key ${p.key}, so it keeps nobody apart and is left out`,
    it: (p) => `tutti i giocatori hanno la chiave ${quoted('it', p.key)} in ${p.avoid}: non separa nessuno e viene ignorata`,
    ro: (p) => `toți jucătorii au cheia ${quoted('ro', p.key)} în ${p.avoid}: nu desparte pe nimeni și este ignorată`,
  }),
  rosterRange: message({
    example: {},
    en: () => 'give the whole roster range, header row included (e.g. Players!A1:E)',
    it: () => "indica l'intero intervallo dell'elenco, riga delle intestazioni compresa (ad es. Giocatori!A1:E)",
    ro: () => 'indicați întregul interval al listei, inclusiv rândul de antet (de exemplu Jucători!A1:E)',
  }),
  stageNoPreliminary: message({
    example: stage,
    en: (p) => `${are(p.stage)} seated after the preliminary rounds, and the results hold none`,
    it: (p) => `${paired(p.stage)} dopo i turni preliminari, ma i risultati non ne contengono nessuno`,
    ro: (p) => `${STAGE_WORDS[p.stage].ro} se așază după rundele preliminare, iar rezultatele nu conțin niciuna`,
  }),
  stageUnscored: message({
    example: { rounds: ['4'] },
    en: (p) => `round ${p.rounds.join(', ')} has tables awaiting scores; the final stage is seated once every preliminary round is scored`,
    it: (p) =>
      `${p.rounds.length === 1 ? 'il turno' : 'i turni'} ${list('it', p.rounds)} ${p.rounds.length === 1 ? 'ha' : 'hanno'} tavoli in attesa di punteggio; la fase finale si dispone quando ogni turno preliminare ha tutti i punteggi`,
    ro: (p) =>
      `${p.rounds.length === 1 ? 'runda' : 'rundele'} ${list('ro', p.rounds)} ${p.rounds.length === 1 ? 'are' : 'au'} mese fără punctaj; faza finală se așază după ce toate rundele preliminare au punctajele complete`,
  }),
  stageCutStandings: message({
    example: { cut: 8, players: 6 },
    en: (p) => `the final stage takes the top ${p.cut}, and the standings hold ${p.players} players`,
    it: (p) => `la fase finale prende i primi ${p.cut}, e la classifica ha ${count('it', p.players, PLAYER.it)}`,
    ro: (p) => `faza finală îi ia pe primii ${p.cut}, iar clasamentul are ${count('ro', p.players, PLAYER.ro)}`,
  }),
  stageCutRoster: message({
    example: { cut: 8, players: 7 },
    en: (p) => `the final stage takes the top ${p.cut}, and the roster lets ${p.players} of them play`,
    it: (p) => `la fase finale prende i primi ${p.cut}, e l'elenco ne fa giocare ${p.players}`,
    ro: (p) => `faza finală îi ia pe primii ${p.cut}, iar lista lasă să joace doar ${p.players} dintre ei`,
  }),
  stageBeforeMissing: message({
    example: { stage: 'F' as StageId, before: 'SF' as StageId },
    en: (p) => `${are(p.stage)} seated after ${STAGE_WORDS[p.before].en}, which the results do not hold yet`,
    it: (p) => `${paired(p.stage)} dopo ${STAGE_WORDS[p.before].it}, che i risultati non contengono ancora`,
    ro: (p) => `${STAGE_WORDS[p.stage].ro} se așază după ${STAGE_WORDS[p.before].roAfter}, pe care rezultatele nu le conțin încă`,
  }),
  stageBeforeIncomplete: message({
    example: { stage: 'F' as StageId, before: 'SF' as StageId, scored: 1, games: 2 },
    en: (p) => `${are(p.stage)} seated once ${are(p.before)} complete: ${p.scored} of ${p.games} scored`,
    it: (p) =>
      `${paired(p.stage)} quando ${STAGE_WORDS[p.before].it} ${STAGE_WORDS[p.before].many ? 'sono' : 'è'} ${STAGE_WORDS[p.before].done}: ${p.scored} su ${p.games} con il punteggio`,
    ro: (p) => `${STAGE_WORDS[p.stage].ro} se așază după ce se încheie ${STAGE_WORDS[p.before].ro}: ${p.scored} din ${p.games} cu punctaj`,
  }),
  tooFewToSeat: message({
    example: { players: 5 },
    en: (p) => `${p.players} player${p.players === 1 ? '' : 's'} to seat; tables of 3–4 need 3, 4, or 6 players or more`,
    it: (p) => `${count('it', p.players, PLAYER.it)} da disporre; i tavoli da 3–4 richiedono 3, 4 oppure almeno 6 giocatori`,
    ro: (p) => `${count('ro', p.players, PLAYER.ro)} de așezat; mesele de 3–4 cer 3, 4 sau cel puțin 6 jucători`,
  }),
  fixedBeyond: message({
    example: { player: 'Anna Rossi', group: 'table' as GroupKind, fixed: 9, round: 2, groups: 8 },
    en: (p) =>
      `${p.player}'s fixed ${GROUP[p.group].en} ${p.fixed}; round ${p.round} has ${p.groups} ${GROUP[p.group].en}${p.groups === 1 ? '' : 's'}`,
    it: (p) =>
      `${p.player} ha il ${GROUP[p.group].it.one} fisso ${p.fixed}; il turno ${p.round} ha ${count('it', p.groups, GROUP[p.group].it)}`,
    ro: (p) => `${p.player} are masa fixă ${p.fixed}; runda ${p.round} are ${count('ro', p.groups, GROUP[p.group].ro)}`,
  }),
  fixedOverfull: message({
    example: { players: 5, group: 'table' as GroupKind, fixed: 1, names: 'A, B, C, D, E', seats: 4 },
    en: (p) => `${p.players} players fixed at ${GROUP[p.group].en} ${p.fixed} (${p.names}); it seats ${p.seats}`,
    it: (p) =>
      `${count('it', p.players, PLAYER.it)} con il tavolo fisso ${p.fixed} (${p.names}); ha solo ${count('it', p.seats, SEATS.it)}`,
    ro: (p) =>
      `${count('ro', p.players, PLAYER.ro)} cu masa fixă ${p.fixed} (${p.names}); are doar ${count('ro', p.seats, SEATS.ro)} la masă`,
  }),
};

/** A message of this catalogue, carrying its words. */
export const say = sayer(SEATING_MESSAGES);
