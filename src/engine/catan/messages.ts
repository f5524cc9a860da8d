import { count, type Noun, quote } from '../i18n/format';
import { message, sayer } from '../i18n/message';
import { PLAYER } from '../i18n/nouns';
import type { Count } from './record';

type Nouns = { en: Noun; it: Noun; ro: Noun };

// a player's counts as the seed's regulation names them (docs/languages.md); Romanian takes "de" from 20
const COUNTS: Record<Count, Nouns> = {
  settlements: {
    en: { one: 'settlement', other: 'settlements' },
    it: { one: 'insediamento', other: 'insediamenti' },
    ro: { one: 'așezare', few: 'așezări', other: 'de așezări' },
  },
  cities: {
    en: { one: 'city', other: 'cities' },
    it: { one: 'città', other: 'città' },
    ro: { one: 'oraș', few: 'orașe', other: 'de orașe' },
  },
  vpcards: {
    en: { one: 'VP card', other: 'VP cards' },
    it: { one: 'carta sviluppo punto vittoria', other: 'carte sviluppo punto vittoria' },
    ro: { one: 'carte punct de victorie', few: 'cărți punct de victorie', other: 'de cărți punct de victorie' },
  },
  knights: {
    en: { one: 'knight played', other: 'knights played' },
    it: { one: 'cavaliere giocato', other: 'cavalieri giocati' },
    ro: { one: 'cavaler jucat', few: 'cavaleri jucați', other: 'de cavaleri jucați' },
  },
  roads: {
    en: { one: 'road built', other: 'roads built' },
    it: { one: 'strada costruita', other: 'strade costruite' },
    ro: { one: 'drum construit', few: 'drumuri construite', other: 'de drumuri construite' },
  },
  longest: { en: { one: 'longest road', other: 'longest road' }, it: { one: '', other: '' }, ro: { one: '', other: '' } },
};
const AWARDS = {
  army: { en: 'Largest Army', it: 'Esercito più numeroso', ro: 'Cea mai mare armată' },
  road: { en: 'Longest Road', it: 'Strada più lunga', ro: 'Cel mai lung drum' },
};
// "all'Esercito più numeroso", "per la Strada più lunga": the award after "a" and after "per"
const TO_AWARD = { army: "all'Esercito più numeroso", road: 'alla Strada più lunga' };
const FOR_AWARD = { army: "per l'Esercito più numeroso", road: 'per la Strada più lunga' };
// the players flagged first: "1 segnato come primo", "2 segnati come primi"; Romanian counts the marks
const FLAGGED_FIRST = { one: 'segnato come primo', other: 'segnati come primi' };
const MARKS = { one: 'semn', few: 'semne', other: 'de semne' };
/** The first-to mark of an award, as Romanian quotes it: „primul la Cel mai lung drum”. */
const firstTo = (award: AwardId) => quote('ro', `primul la ${AWARDS[award].ro}`);
type AwardId = keyof typeof AWARDS;
const AWARD_VALUES: Record<AwardId, Count> = { army: 'knights', road: 'longest' };
// the longest road is a length, not a count of things: "strada più lunga di 6", "cel mai lung drum de 6"
const LENGTH = { it: 'strada più lunga di', ro: 'cel mai lung drum de' };
const of = (lang: 'it' | 'ro', what: Count, n: number) =>
  what === 'longest' ? `${LENGTH[lang]} ${n}` : count(lang, n, COUNTS[what][lang]);
/** A count in English, its noun agreeing with it: "1 road built", "6 settlements". */
const ofEn = (what: Count, n: number) => count('en', n, COUNTS[what].en);

/** Catan's messages: the rules of a player's pieces, of a table, of the awards and of declared victory. */
export const CATAN_MESSAGES = {
  /** A count as a message names the argument that holds it (`insediamenti "due"`), in the reader's words. */
  countNoun: message({
    example: { what: 'settlements' as Count },
    en: (p) => COUNTS[p.what].en.other,
    it: (p) => (p.what === 'longest' ? 'strada più lunga' : COUNTS[p.what].it.other),
    ro: (p) => (p.what === 'longest' ? 'cel mai lung drum' : (COUNTS[p.what].ro.few ?? COUNTS[p.what].ro.other)),
  }),
  countBelow: message({
    example: { what: 'roads' as Count, value: 1, least: 2 },
    en: (p) => `${ofEn(p.what, p.value)}; a player has at least ${p.least}`,
    it: (p) =>
      p.what === 'longest'
        ? `strada più lunga di ${p.value}; deve essere di almeno ${p.least}`
        : `${of('it', p.what, p.value)}; un giocatore ne ha almeno ${p.least}`,
    ro: (p) =>
      p.what === 'longest'
        ? `cel mai lung drum de ${p.value}; trebuie să fie de cel puțin ${p.least}`
        : `${of('ro', p.what, p.value)}; un jucător are cel puțin ${p.least}`,
  }),
  countAbove: message({
    example: { what: 'settlements' as Count, value: 6, most: 5 },
    en: (p) => `${ofEn(p.what, p.value)}; a player has at most ${p.most}`,
    it: (p) =>
      p.what === 'longest'
        ? `strada più lunga di ${p.value}; può essere al massimo di ${p.most}`
        : `${of('it', p.what, p.value)}; un giocatore ne ha al massimo ${p.most}`,
    ro: (p) =>
      p.what === 'longest'
        ? `cel mai lung drum de ${p.value}; poate fi de cel mult ${p.most}`
        : `${of('ro', p.what, p.value)}; un jucător are cel mult ${p.most}`,
  }),
  noCityFewSettlements: message({
    example: { settlements: 1 },
    en: (p) => `${ofEn('settlements', p.settlements)} and no city; a player with no city has at least 2 settlements`,
    it: (p) => `${of('it', 'settlements', p.settlements)} e nessuna città; un giocatore senza città ha almeno 2 insediamenti`,
    ro: (p) => `${of('ro', 'settlements', p.settlements)} și niciun oraș; un jucător fără oraș are cel puțin 2 așezări`,
  }),
  longestOverRoads: message({
    example: { longest: 9, roads: 8 },
    en: (p) => `longest road ${p.longest} with ${p.roads} roads built; the longest road cannot exceed the roads built`,
    it: (p) =>
      `strada più lunga di ${p.longest} con ${of('it', 'roads', p.roads)}; la strada più lunga non può superare il numero di strade costruite`,
    ro: (p) =>
      `cel mai lung drum de ${p.longest} cu ${of('ro', 'roads', p.roads)}; cel mai lung drum nu poate depăși numărul de drumuri construite`,
  }),
  tableTotal: message({
    example: { what: 'knights' as Count, total: 15, most: 14 },
    en: (p) => `${ofEn(p.what, p.total)} at the table; at most ${p.most} at the whole table`,
    it: (p) => `${of('it', p.what, p.total)} al tavolo; al massimo ${p.most} per l'intero tavolo`,
    ro: (p) => `${of('ro', p.what, p.total)} la masă; cel mult ${p.most} la toată masa`,
  }),
  tableSize: message({
    example: { players: 5 },
    en: (p) => `${p.players} player${p.players === 1 ? '' : 's'} at the table; a table has 3 or 4 players`,
    it: (p) => `${count('it', p.players, PLAYER.it)} al tavolo; un tavolo ha 3 o 4 giocatori`,
    ro: (p) => `${count('ro', p.players, PLAYER.ro)} la masă; o masă are 3 sau 4 jucători`,
  }),
  vpRange: message({
    example: { vp: 12, least: 2, most: 11 },
    en: (p) => `${p.vp} VP; a player scores ${p.least} to ${p.most} VP`,
    it: (p) => `${p.vp} VP; un giocatore ha da ${p.least} a ${p.most} VP`,
    ro: (p) => `${p.vp} PV; un jucător are între ${p.least} și ${p.most} PV`,
  }),
  declaredTooLow: message({
    example: { vp: 9, target: 10 },
    en: (p) => `declared victory with ${p.vp} VP; only a player with ${p.target} VP or more can declare`,
    it: (p) => `vittoria dichiarata con ${p.vp} VP; può dichiarare solo chi ha almeno ${p.target} VP`,
    ro: (p) => `victorie declarată cu ${p.vp} PV; poate declara doar cine are cel puțin ${p.target} PV`,
  }),
  declarersNotOne: message({
    example: { eligible: 2, target: 10, flagged: 0 },
    en: (p) =>
      `${p.eligible} players have ${p.target} VP or more and ${p.flagged} ${p.flagged === 1 ? 'is' : 'are'} flagged as declaring victory; flag exactly one`,
    it: (p) =>
      `${count('it', p.eligible, PLAYER.it)} con almeno ${p.target} VP e ${p.flagged} con la vittoria dichiarata segnata; segnane esattamente uno`,
    ro: (p) =>
      `${count('ro', p.eligible, PLAYER.ro)} cu cel puțin ${p.target} PV și ${p.flagged} cu victoria declarată marcată; marcați exact unul`,
  }),
  awardFlagNobody: message({
    example: { award: 'army' as AwardId, least: 3 },
    en: (p) => `flagged first to ${AWARDS[p.award].en} but nobody has the ${ofEn(AWARD_VALUES[p.award], p.least)} it needs`,
    it: (p) => `segno di primo ${TO_AWARD[p.award]}, ma nessuno ha il minimo richiesto: ${of('it', AWARD_VALUES[p.award], p.least)}`,
    ro: (p) => `semnul ${firstTo(p.award)}, dar nimeni nu are minimul necesar: ${of('ro', AWARD_VALUES[p.award], p.least)}`,
  }),
  awardFlagNotLeader: message({
    example: { award: 'road' as AwardId, value: 6, best: 8 },
    en: (p) => `flagged first to ${AWARDS[p.award].en} with ${ofEn(AWARD_VALUES[p.award], p.value)}; only a leader (${p.best}) can be`,
    it: (p) =>
      `segno di primo ${TO_AWARD[p.award]}, ma ${p.award === 'road' ? `la sua strada più lunga è di ${p.value}` : `ha ${of('it', 'knights', p.value)}`}; il segno spetta solo a chi è in testa (${p.best})`,
    ro: (p) =>
      `semnul ${firstTo(p.award)}, dar ${p.award === 'road' ? `cel mai lung drum al său are ${p.value}` : `are ${of('ro', 'knights', p.value)}`}; semnul îl poate avea doar cine conduce (${p.best})`,
  }),
  awardTie: message({
    example: { award: 'army' as AwardId, leaders: 2, best: 4, flagged: 0 },
    en: (p) =>
      `${p.leaders} players tie for ${AWARDS[p.award].en} with ${ofEn(AWARD_VALUES[p.award], p.best)} and ${p.flagged} ${p.flagged === 1 ? 'is' : 'are'} flagged first to ${AWARDS[p.award].en}; flag exactly one`,
    it: (p) =>
      `${count('it', p.leaders, PLAYER.it)} a pari merito ${FOR_AWARD[p.award]} con ${of('it', AWARD_VALUES[p.award], p.best)} e ${count('it', p.flagged, FLAGGED_FIRST)}; segnane esattamente uno`,
    ro: (p) =>
      `${count('ro', p.leaders, PLAYER.ro)} la egalitate pentru ${AWARDS[p.award].ro} cu ${of('ro', AWARD_VALUES[p.award], p.best)} și ${count('ro', p.flagged, MARKS)} ${firstTo(p.award)}; marcați exact unul`,
  }),
  chainHoldsPrimary: message({
    example: { chain: 'roundpoints>vp', primary: 'roundpoints', score: 'points' },
    en: (p) => `setting tiebreak="${p.chain}": ${p.primary} is the primary score (score=${p.score}); the chain holds the steps after it`,
    it: (p) =>
      `impostazione ${quote('it', `tiebreak=${p.chain}`)}: ${p.primary} è il primo criterio (score=${p.score}); tiebreak elenca solo i criteri successivi`,
    ro: (p) =>
      `setarea ${quote('ro', `tiebreak=${p.chain}`)}: ${p.primary} este primul criteriu (score=${p.score}); tiebreak cuprinde doar criteriile de după el`,
  }),
  nameNotLast: message({
    example: { chain: 'name>vp' },
    en: (p) => `setting tiebreak="${p.chain}": name can only be the last step`,
    it: (p) => `impostazione ${quote('it', `tiebreak=${p.chain}`)}: name può essere solo l'ultimo criterio`,
    ro: (p) => `setarea ${quote('ro', `tiebreak=${p.chain}`)}: name poate fi doar ultimul criteriu`,
  }),
  noSemiFinals: message({
    example: {},
    en: () => 'with the top 4 (finals=top4) there are no semi-finals; seat the final (F)',
    it: () => 'con i primi 4 (finals=top4) non ci sono semifinali; disponi la finale (F)',
    ro: () => 'cu primii 4 (finals=top4) nu există semifinale; așezați finala (F)',
  }),
  catanFinal: message({
    example: { round: 'QF' },
    en: (p) => `${p.round}: the final stage of Catan is the semi-final (SF) and the final (F)`,
    it: (p) => `${p.round}: la fase finale di Catan comprende le semifinali (SF) e la finale (F)`,
    ro: (p) => `${p.round}: faza finală la Catan cuprinde semifinalele (SF) și finala (F)`,
  }),
  vpMismatch: message({
    example: { entered: 9, vp: 8 },
    en: (p) => `VP entered ${p.entered} but the pieces make ${p.vp}`,
    it: (p) => `${p.entered === 1 ? 'inserito' : 'inseriti'} ${p.entered} VP, ma dai pezzi ne risultano ${p.vp}`,
    ro: (p) => `${p.entered === 1 ? 's-a introdus' : 's-au introdus'} ${p.entered} PV, dar piesele dau ${p.vp}`,
  }),
};

export type { AwardId };

/** A message of this catalogue, carrying its words. */
export const say = sayer(CATAN_MESSAGES);
