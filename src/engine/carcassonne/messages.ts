import { count, decimals, list, type Noun, quote, quoted } from '../i18n/format';
import { message, sayer, type Text } from '../i18n/message';
import { CELL as CELLS, GAME, PLAYER, ROW as ROWS } from '../i18n/nouns';
import type { Label } from '../i18n/words';
import type { StageId } from '../shared/stageIds';
import { STAGE_WORDS } from '../shared/stageWords';
import type { Feature } from './feature';
import { ONE_ITEM } from './itemCounts';
import { ITEM_WORDS, type ItemWord } from './itemWords';

// each feature as a sentence names it, with its article (the Romanian seed's words; docs/languages.md)
const FEATURE: Record<Feature, { en: string; it: string; ro: string }> = {
  road: { en: 'a road', it: 'una strada', ro: 'un drum' },
  city: { en: 'a city', it: 'una città', ro: 'un oraș' },
  monastery: { en: 'a monastery', it: 'un monastero', ro: 'o mănăstire' },
  field: { en: 'a field', it: 'un campo', ro: 'un câmp' },
  garden: { en: 'a garden', it: 'un giardino', ro: 'o grădină' },
  babayaga: { en: "Baba Yaga's hut", it: 'la capanna di Baba Yaga', ro: 'coliba Babei Yaga' },
  germancastle: { en: 'a German castle', it: 'un castello tedesco', ro: 'un castel german' },
  germancathedral: { en: 'a German cathedral', it: 'una cattedrale tedesca', ro: 'o catedrală germană' },
};
const TILES: { it: Noun; ro: Noun } = {
  it: { one: 'tessera', other: 'tessere' },
  ro: { one: 'cartonaș', few: 'cartonașe', other: 'de cartonașe' },
};
const CITIES: { it: Noun; ro: Noun } = { it: { one: 'città', other: 'città' }, ro: { one: 'oraș', few: 'orașe', other: 'de orașe' } };
const features = (lang: 'en' | 'it' | 'ro', fs: readonly Feature[]) => {
  const named = fs.map((f) => FEATURE[f][lang]);
  return lang === 'en' ? named.join(', ') : list(lang, named);
};
/** Where a bracket begins, in Italian: da and the stage's article in one word (dagli ottavi, dalle semifinali). */
const ITALIAN_FROM: Record<StageId, string> = {
  R64: 'dai trentaduesimi di finale',
  R32: 'dai sedicesimi di finale',
  R16: 'dagli ottavi di finale',
  QF: 'dai quarti di finale',
  SF: 'dalle semifinali',
  '3P': 'dalla finale per il 3º posto',
  F: 'dalla finale',
};
/** A stage a bracket may lack, in Romanian without its article (nu există sferturi de finală). */
export type EarlyStage = 'R64' | 'R32' | 'R16' | 'QF';
const ROMANIAN_NONE: Record<EarlyStage, string> = {
  R64: 'treizecișidoimi de finală',
  R32: 'șaisprezecimi de finală',
  R16: 'optimi de finală',
  QF: 'sferturi de finală',
};
const SIZE = {
  en: 'a table has 2 players (a duel) or 3 to 4',
  it: 'un tavolo ha 2 giocatori (un duello) o da 3 a 4',
  ro: 'o masă are 2 jucători (un duel) sau 3–4',
};
const THOUSANDS = '10,000';
/** A game won, counted. */
const WIN: Record<'en' | 'it' | 'ro', Noun> = {
  en: { one: 'win', other: 'wins' },
  it: { one: 'vittoria', other: 'vittorie' },
  ro: { one: 'victorie', few: 'victorii', other: 'de victorii' },
};

const whyAroundMonastery = message({
  example: { what: 'tiles' as 'tiles' | 'spaces' },
  en: (p) => `the ${p.what} around the monastery`,
  it: (p) => `${p.what === 'tiles' ? 'le tessere' : 'gli spazi'} intorno al monastero`,
  ro: (p) => `${p.what === 'tiles' ? 'cartonașele' : 'spațiile'} din jurul mănăstirii`,
});

/** Carcassonne's messages: counts and modifiers of a feature, round points, the score sheet, the final's duels. */
/** A noun CARC_EXPLAIN counts, in its form for `n` (`1 blazon`, `20 de cartonașe`), and in English as its table keys it. */
const itemCount = (lang: 'en' | 'it' | 'ro', n: number, noun: ItemWord) => {
  const many = lang === 'en' ? noun : ITEM_WORDS[noun][lang];
  return count(lang, n, { one: ONE_ITEM[noun]?.[lang] ?? many, few: many, other: lang === 'ro' ? `de ${many}` : many });
};
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const CATHEDRAL = { en: 'cathedral', it: 'cattedrale', ro: 'catedrală' } as Text | Label;

export const CARCASSONNE_MESSAGES = {
  /** A line of CARC_EXPLAIN: a count at so many points each (`7 tiles ×2 = 14`). */
  itemTimes: message({
    example: { count: 7, noun: 'tiles' as ItemWord, each: 2, points: 14 },
    en: (p) => `${itemCount('en', p.count, p.noun)} ×${p.each} = ${p.points}`,
    it: (p) => `${itemCount('it', p.count, p.noun)} ×${p.each} = ${p.points}`,
    ro: (p) => `${itemCount('ro', p.count, p.noun)} ×${p.each} = ${p.points}`,
  }),
  /** A line of CARC_EXPLAIN: points for one thing (`cathedral +9`), a modifier's token as written. */
  itemBonus: message({
    example: { label: CATHEDRAL, points: 9 },
    en: (p) => `${p.label} ${signed(p.points)}`,
    it: (p) => `${p.label} ${signed(p.points)}`,
    ro: (p) => `${p.label} ${signed(p.points)}`,
  }),
  /** CARC_EXPLAIN's breakdown: its lines, then the feature's points (`7 tiles ×2 = 14 · cathedral +9 → 23`). */
  explained: message({
    example: { items: [CATHEDRAL] as readonly (Text | Label)[], points: 9 },
    en: (p) => `${p.items.join(' · ')}${p.items.length ? ' ' : ''}→ ${p.points}`,
    it: (p) => `${p.items.join(' · ')}${p.items.length ? ' ' : ''}→ ${p.points}`,
    ro: (p) => `${p.items.join(' · ')}${p.items.length ? ' ' : ''}→ ${p.points}`,
  }),
  carcTableSize: message({
    example: { players: 5 },
    en: (p) => `${p.players} player${p.players === 1 ? '' : 's'} at the table; ${SIZE.en}`,
    it: (p) => `${count('it', p.players, PLAYER.it)} al tavolo; ${SIZE.it}`,
    ro: (p) => `${count('ro', p.players, PLAYER.ro)} la masă; ${SIZE.ro}`,
  }),
  duelsAndTables: message({
    example: { duel: 'round 1, table 1' as Text, duels: 3, table: 'round 2, table 1' as Text, tables: 1 },
    en: (p) =>
      `duels (${p.duel}${p.duels > 1 ? ` and ${p.duels - 1} more` : ''}) and tables of 3–4 (${p.table}${p.tables > 1 ? ` and ${p.tables - 1} more` : ''}) in one tournament; a tournament is all duels or all tables of 3–4`,
    it: (p) =>
      `duelli (${p.duel}, ${p.duels} in tutto) e tavoli da 3–4 (${p.table}, ${p.tables} in tutto) nello stesso torneo; un torneo è tutto a duelli o tutto a tavoli da 3–4`,
    ro: (p) =>
      `dueluri (${p.duel}, ${p.duels} în total) și mese de 3–4 (${p.table}, ${p.tables} în total) în același turneu; un turneu are doar dueluri sau doar mese de 3–4`,
  }),
  fixedLeaveNoOpponent: message({
    example: {},
    en: () => 'the fixed tables leave a player without an opponent',
    it: () => 'i tavoli fissi lasciano un giocatore senza avversario',
    ro: () => 'mesele fixe lasă un jucător fără adversar',
  }),
  byeInPlacement: message({
    example: {},
    en: () => 'a bye in a tournament of tables of 3–4; byes belong to duels',
    it: () => 'un riposo in un torneo a tavoli da 3–4; il riposo esiste solo nei duelli',
    ro: () => 'o rundă liberă într-un turneu cu mese de 3–4; runda liberă există doar la dueluri',
  }),
  byeWithScore: message({
    example: { value: '12' as Text, player: 'Anna Rossi' },
    en: (p) => `a bye has no score (${p.value} given for ${p.player})`,
    it: (p) => `un riposo non ha punteggio (indicato ${quoted('it', decimals('it', p.value))} per ${p.player})`,
    ro: (p) => `o rundă liberă nu are punctaj (scris ${quoted('ro', decimals('ro', p.value))} pentru ${p.player})`,
  }),
  finalNotDuel: message({
    example: { players: 3 },
    en: (p) => `${p.players} players at a game of the final stage; each is a duel of 2`,
    it: (p) => `${count('it', p.players, PLAYER.it)} in una partita della fase finale; ognuna è un duello a 2`,
    ro: (p) => `${count('ro', p.players, PLAYER.ro)} la o partidă din faza finală; fiecare partidă este un duel între 2 jucători`,
  }),
  starterNeeded: message({
    example: { setting: 'draw' as 'draw' | 'kotie', starts: 'Starts' as Text },
    en: (p) => `an equal score under ${p.setting}=starter-loses needs the ${p.starts} column, which says who started`,
    it: (p) => `un pareggio con ${p.setting}=starter-loses richiede la colonna ${p.starts}, che dice chi ha iniziato`,
    ro: (p) => `un punctaj egal cu ${p.setting}=starter-loses cere coloana ${p.starts}, care arată cine a început`,
  }),
  startersNotOne: message({
    example: { setting: 'draw' as 'draw' | 'kotie', flagged: 2, starts: 'Starts' as Text },
    en: (p) =>
      `an equal score under ${p.setting}=starter-loses, and ${p.flagged} players flagged in ${p.starts} at the table; flag exactly the one who started`,
    it: (p) =>
      `un pareggio con ${p.setting}=starter-loses e ${count('it', p.flagged, PLAYER.it)} con il segno in ${p.starts} al tavolo; segna solo chi ha iniziato`,
    ro: (p) =>
      `un punctaj egal cu ${p.setting}=starter-loses și ${count('ro', p.flagged, PLAYER.ro)} cu semn în ${p.starts} la masă; marcați doar jucătorul care a început`,
  }),
  tokenTooMany: message({
    example: {
      token: 'hermit',
      given: 9,
      most: 8,
      why: { id: 'whyAroundMonastery', words: whyAroundMonastery, params: { what: 'tiles' } } as Text,
    },
    en: (p) => `${p.token} ${p.given}; at most ${p.most} (${p.why})`,
    it: (p) => `${p.token} ${p.given}; al massimo ${p.most} (${p.why})`,
    ro: (p) => `${p.token} ${p.given}; cel mult ${p.most} (${p.why})`,
  }),
  whyFeatureTiles: message({
    example: { feature: 'road' as 'road' | 'city', tiles: 4 },
    en: (p) => `the ${p.feature} has ${p.tiles} tiles`,
    it: (p) => `${p.feature === 'road' ? 'la strada' : 'la città'} ha ${count('it', p.tiles, TILES.it)}`,
    ro: (p) => `${p.feature === 'road' ? 'drumul' : 'orașul'} are ${count('ro', p.tiles, TILES.ro)}`,
  }),
  whyFieldCities: message({
    example: { cities: 2 },
    en: (p) => `the field has ${p.cities} cities`,
    it: (p) => `il campo ha ${count('it', p.cities, CITIES.it)}`,
    ro: (p) => `câmpul are ${count('ro', p.cities, CITIES.ro)}`,
  }),
  whyAroundMonastery,
  surveyorTwice: message({
    example: { tokens: ['long road', 'poverty'], feature: 'road' as Feature },
    en: (p) => `${p.tokens.join(' and ')} on ${FEATURE[p.feature].en}; one land-surveyor tile is active per feature type`,
    it: (p) =>
      `${list('it', p.tokens)} su ${FEATURE[p.feature].it}; per ogni tipo di elemento è attiva una sola tessera di valutazione dell'agrimensore`,
    ro: (p) =>
      `${list('ro', p.tokens)} pe ${FEATURE[p.feature].ro}; pentru fiecare tip de teritoriu este activ un singur cartonaș de evaluare al inspectorului de teren`,
  }),
  neverTogether: message({
    example: { a: 'mage', b: 'witch', feature: 'city' as Feature },
    en: (p) => `the ${p.a} and the ${p.b} on ${FEATURE[p.feature].en}; they never stand on the same feature`,
    it: (p) => `i modificatori ${p.a} e ${p.b} su ${FEATURE[p.feature].it}: non stanno mai sullo stesso elemento`,
    ro: (p) => `modificatorii ${p.a} și ${p.b} pe ${FEATURE[p.feature].ro}: nu stau niciodată pe același teritoriu`,
  }),
  unknownModifier: message({
    example: { value: '"dragon"', known: 'pennant, cathedral, inn' },
    en: (p) => `unknown modifier ${p.value}; known modifiers: ${p.known}`,
    it: (p) => `modificatore sconosciuto ${quoted('it', p.value)}; modificatori noti: ${p.known}`,
    ro: (p) => `modificator necunoscut ${quoted('ro', p.value)}; modificatori cunoscuți: ${p.known}`,
  }),
  modifierNotFor: message({
    example: { value: '"inn"', feature: 'city' as Feature, features: ['road'] as Feature[] },
    en: (p) => `modifier ${p.value} does not apply to ${FEATURE[p.feature].en}; it applies to ${features('en', p.features)}`,
    it: (p) => `il modificatore ${quoted('it', p.value)} non vale per ${FEATURE[p.feature].it}; vale per ${features('it', p.features)}`,
    ro: (p) =>
      `modificatorul ${quoted('ro', p.value)} nu se aplică la ${FEATURE[p.feature].ro}; se aplică la ${features('ro', p.features)}`,
  }),
  modifierCount: message({
    example: { value: '"pennant 2.5"' },
    en: (p) => `modifier ${p.value}: the count must be a whole number from 0 to ${THOUSANDS}`,
    it: (p) => `modificatore ${quoted('it', p.value)}: il numero deve essere un intero da 0 a 10000`,
    ro: (p) => `modificatorul ${quoted('ro', p.value)}: numărul trebuie să fie întreg, de la 0 la 10000`,
  }),
  barnScenario: message({
    example: { given: ['barn', 'connected'] },
    en: (p) =>
      `a field needs exactly one of the modifiers barn (placing a barn) or connected (connecting to a barn), not ${p.given.length ? p.given.join(' and ') : 'neither'}`,
    it: (p) =>
      `un campo richiede esattamente uno dei modificatori barn (si piazza un fienile) o connected (ci si collega a un fienile), ${p.given.length ? `non ${list('it', p.given)}` : 'nessuno indicato'}`,
    ro: (p) =>
      `un câmp cere exact unul dintre modificatorii barn (se așază un hambar) sau connected (se leagă de un hambar), ${p.given.length ? `nu ${list('ro', p.given)}` : 'niciunul indicat'}`,
  }),
  acrobatsAtFeature: message({
    example: {},
    en: () => 'acrobats count only at the start of a turn; the fairy scores 3 when the feature scores',
    it: () => "il modificatore acrobats conta solo all'inizio di un turno di gioco; la fata dà 3 punti quando l'elemento viene valutato",
    ro: () => 'modificatorul acrobats contează doar la începutul turei unui jucător; zâna aduce 3 puncte când se evaluează teritoriul',
  }),
  famineTakes: message({
    example: {},
    en: () => 'famine takes pig, pig herd and little buildings only',
    it: () => 'famine accetta solo pig, pig herd e i piccoli edifici',
    ro: () => 'famine acceptă doar pig, pig herd și construcțiile mici',
  }),
  littleUnderVariant: message({
    example: {},
    en: () => 'modifier "little" is for the basic rules; under little=variant give shed, house or tower',
    it: () => `il modificatore ${quote('it', 'little')} è per le regole base; con little=variant indica shed, house o tower`,
    ro: () => `modificatorul ${quote('ro', 'little')} este pentru regulile de bază; cu little=variant scrieți shed, house sau tower`,
  }),
  amountRange: message({
    example: { noun: 'strength' as Text, value: -10001, signed: true },
    en: (p) => `${p.noun}: ${p.value}; it must be ${p.signed ? `at most ${THOUSANDS} either way` : `0 to ${THOUSANDS}`}`,
    it: (p) => `${p.noun}: ${p.value}; deve essere ${p.signed ? 'al massimo 10000 in valore assoluto' : 'da 0 a 10000'}`,
    ro: (p) => `${p.noun}: ${p.value}; trebuie să fie ${p.signed ? 'cel mult 10000 în valoare absolută' : 'între 0 și 10000'}`,
  }),
  itemWord: message({
    example: { word: 'tiles around the garden' as ItemWord },
    en: (p) => p.word,
    it: (p) => ITEM_WORDS[p.word].it,
    ro: (p) => ITEM_WORDS[p.word].ro,
  }),
  followerStrength: message({
    example: { player: 'Ana' as Text },
    en: (p) => `follower strength for ${p.player}`,
    it: (p) => `forza dei seguaci per ${p.player}`,
    ro: (p) => `puterea supușilor pentru ${p.player}`,
  }),
  nthPlayer: message({
    example: { n: 2 },
    en: (p) => `player ${p.n}`,
    it: (p) => `giocatore ${p.n}`,
    ro: (p) => `jucătorul ${p.n}`,
  }),
  pointsOf: message({
    example: { player: 'Ana' },
    en: (p) => `points of ${p.player}`,
    it: (p) => `punti di ${p.player}`,
    ro: (p) => `punctele pentru ${p.player}`,
  }),
  besiegedDouble: message({
    example: { count: 2 },
    en: (p) => `${p.count} besieged ${p.count === 1 ? 'city counts' : 'cities count'} double`,
    it: (p) => `${p.count} ${p.count === 1 ? 'città assediata conta' : 'città assediate contano'} doppio`,
    ro: (p) => `${count('ro', p.count, CITIES.ro)} ${p.count === 1 ? 'asediat contează' : 'asediate contează'} dublu`,
  }),
  longRoadNote: message({
    example: {},
    en: () => 'long road: 5 tiles',
    it: () => `tessera di valutazione ${quote('it', 'Strada lunga')} (long road): 5 tessere`,
    ro: () => `${quote('ro', 'Drum lung')} (long road): 5 cartonașe`,
  }),
  badNeighbourhoodNote: message({
    example: { tiles: 4 },
    en: (p) => `bad neighbourhood: ${p.tiles} tiles`,
    it: (p) => `tessera di valutazione ${quote('it', 'Cattivo vicinato')} (bad neighbourhood): ${count('it', p.tiles, TILES.it)}`,
    ro: (p) => `${quote('ro', 'Vecinătate proastă')} (bad neighbourhood): ${count('ro', p.tiles, TILES.ro)}`,
  }),
  challengeLost: message({
    example: {},
    en: () => 'challenge lost: the whole monastery scores 0',
    it: () => 'sfida persa: tutto il monastero vale 0',
    ro: () => 'provocare pierdută: toată mănăstirea valorează 0',
  }),
  sentToLeipzig: message({
    example: { points: 8 },
    en: (p) => `sent to Leipzig: 0 for its only follower (a castle it triggers still takes ${p.points})`,
    it: (p) => `mandato a Lipsia: 0 per il suo unico seguace (il castello attivato da questo elemento prende comunque ${p.points})`,
    ro: (p) => `trimis la Leipzig: 0 pentru singurul său supus (o cetate declanșată de el primește totuși ${p.points})`,
  }),
  countRange: message({
    example: { noun: 'tiles' as Text, value: 10001, least: 0, most: 10000 },
    en: (p) => `${p.value} ${p.noun}; ${p.least} to ${p.most === 10000 ? THOUSANDS : p.most}`,
    it: (p) => `${p.noun}: ${p.value}; da ${p.least} a ${p.most}`,
    ro: (p) => `${p.noun}: ${p.value}; între ${p.least} și ${p.most}`,
  }),
  featureNotOne: message({
    example: { header: 'feature' as Text, value: '"castle"' as Text | undefined, known: 'road, city, monastery' },
    en: (p) => `${p.header} ${p.value ?? 'must be one cell'}; name one of ${p.known}`,
    it: (p) => `${p.header} ${p.value === undefined ? 'deve essere una sola cella' : quoted('it', p.value)}; indica uno tra ${p.known}`,
    ro: (p) =>
      `${p.header} ${p.value === undefined ? 'trebuie să fie o singură celulă' : quoted('ro', p.value)}; scrieți unul dintre ${p.known}`,
  }),
  featureNotKnown: message({
    example: { header: 'Feature' as Text, value: '"castle"' as Text, known: 'road, city, extra' },
    en: (p) => `${p.header} ${p.value} is not one of ${p.known}`,
    it: (p) => `${p.header} ${quoted('it', p.value)} non è tra ${p.known}`,
    ro: (p) => `${p.header} ${quoted('ro', p.value)} nu este unul dintre ${p.known}`,
  }),
  awardRowsDiffer: message({
    example: { name: 'points', rows: 3, followers: 4 },
    en: (p) => `${p.name} has ${p.rows} cells but followers has ${p.followers} rows; give one ${p.name} cell per feature row`,
    it: (p) =>
      `${p.name} ha ${count('it', p.rows, CELLS.it)}, ma i seguaci (followers) hanno ${count('it', p.followers, ROWS.it)}; indica una cella di ${p.name} per ogni riga di elemento`,
    ro: (p) =>
      `${p.name} are ${count('ro', p.rows, CELLS.ro)}, dar supușii (followers) au ${count('ro', p.followers, ROWS.ro)}; indicați câte o celulă de ${p.name} pentru fiecare rând de teritoriu`,
  }),
  awardModifier: message({
    example: { value: 'dragon' },
    en: (p) => `unknown modifier "${p.value}"; CARC_AWARD knows citizens jury`,
    it: (p) => `modificatore sconosciuto ${quote('it', p.value)}; CARC_AWARD conosce citizens jury`,
    ro: (p) => `modificator necunoscut ${quote('ro', p.value)}; CARC_AWARD cunoaște citizens jury`,
  }),
  noPlayerColumns: message({
    example: { columns: ['Feature', 'Tiles', 'Modifiers'] as Text[] },
    en: (p) => `no player columns; add one column per player after ${p.columns.join(', ')}`,
    it: (p) => `nessuna colonna di giocatore; aggiungi una colonna per giocatore dopo ${p.columns.join(', ')}`,
    ro: (p) => `nicio coloană de jucător; adăugați câte o coloană pentru fiecare jucător după ${p.columns.join(', ')}`,
  }),
  noPlayerThisRound: message({
    example: {},
    en: () => 'no player plays this round',
    it: () => 'nessun giocatore gioca in questo turno',
    ro: () => 'niciun jucător nu joacă în runda aceasta',
  }),
  stageBestOfShape: message({
    example: { example: 'QF:3/SF:5/F:5/3P:3' },
    en: (p) => `same, 1, 3, 5 or 7 for every stage, or stages with theirs (${p.example})`,
    it: (p) => `same, 1, 3, 5 o 7 per ogni fase, oppure le fasi con il proprio (${p.example})`,
    ro: (p) => `same, 1, 3, 5 sau 7 pentru fiecare fază, ori fazele cu numărul lor (${p.example})`,
  }),
  finalsShape: message({
    example: { least: 4, most: 64 },
    en: (p) => `top and the number of players the bracket takes, from ${p.least} to ${p.most} (top24)`,
    it: (p) => `top e il numero di giocatori della fase a eliminazione diretta, da ${p.least} a ${p.most} (top24)`,
    ro: (p) => `top și numărul de jucători ai tabloului, de la ${p.least} la ${p.most} (top24)`,
  }),
  numberFromShape: message({
    example: { least: 1 },
    en: (p) => `a number from ${p.least} (a decimal point, not a comma)`,
    it: (p) => `un numero da ${p.least} in su (con il punto decimale, non la virgola)`,
    ro: (p) => `un număr de la ${p.least} în sus (cu punct zecimal, nu cu virgulă)`,
  }),
  winsNotCount: message({
    example: { header: 'Wins' as Text, value: '-1' as Text },
    en: (p) => `${p.header} ${p.value} is not a whole number of games from 0`,
    it: (p) => `${p.header} ${quoted('it', p.value)}: deve essere un numero intero di partite, da 0 in su`,
    ro: (p) => `${p.header} ${quoted('ro', p.value)}: trebuie să fie un număr întreg de partide, de la 0 în sus`,
  }),
  bestOfNotOdd: message({
    example: { header: 'Best of' as Text, value: '4' as Text },
    en: (p) => `${p.header} ${p.value} is not an odd number from 1 (1, 3, 5, 7 …)`,
    it: (p) => `${p.header} ${quoted('it', p.value)}: deve essere un numero dispari da 1 in su (1, 3, 5, 7 …)`,
    ro: (p) => `${p.header} ${quoted('ro', p.value)}: trebuie să fie un număr impar de la 1 în sus (1, 3, 5, 7 …)`,
  }),
  tooManyWins: message({
    example: { wins: 3, opponentWins: 1, bestOf: 3 },
    en: (p) =>
      `${p.wins}–${p.opponentWins} is more than a best of ${p.bestOf} allows: at most ${count('en', (p.bestOf + 1) / 2, WIN.en)} each, ${count('en', p.bestOf, GAME.en)} in all`,
    it: (p) =>
      `${p.wins}–${p.opponentWins} non è possibile al meglio di ${p.bestOf}: al massimo ${count('it', (p.bestOf + 1) / 2, WIN.it)} a testa, ${count('it', p.bestOf, GAME.it)} in tutto`,
    ro: (p) =>
      `${p.wins}–${p.opponentWins} nu este posibil într-un duel cel mai bun din ${p.bestOf}: cel mult ${count('ro', (p.bestOf + 1) / 2, WIN.ro)} fiecare, ${count('ro', p.bestOf, GAME.ro)} în total`,
  }),
  playsThemselves: message({
    example: { player: 'Mihai Stan' },
    en: (p) => `${p.player} against themselves; a duel is between two players`,
    it: (p) => `${p.player} contro sé stesso; un duello è tra due giocatori`,
    ro: (p) => `${p.player} împotriva lui însuși; un duel se joacă între doi jucători`,
  }),
  stageNotInBracket: message({
    example: { finals: 'top4', stage: 'QF' as EarlyStage, first: 'SF' as StageId },
    en: (p) =>
      `with finals=${p.finals} the knockout begins with ${STAGE_WORDS[p.first].en} (${p.first}); there are no ${STAGE_WORDS[p.stage].en.slice('the '.length)} (${p.stage})`,
    it: (p) =>
      `con finals=${p.finals} l'eliminazione diretta inizia ${ITALIAN_FROM[p.first]} (${p.first}); non ci sono ${STAGE_WORDS[p.stage].it.replace(/^\S+ /, '')} (${p.stage})`,
    ro: (p) =>
      `cu finals=${p.finals} eliminarea directă începe cu ${STAGE_WORDS[p.first].ro} (${p.first}); nu există ${ROMANIAN_NONE[p.stage]} (${p.stage})`,
  }),
};

/** A message of this catalogue, carrying its words. */
export const say = sayer(CARCASSONNE_MESSAGES);
