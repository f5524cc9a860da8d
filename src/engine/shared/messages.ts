import { alternatives, count, decimals, list, quote, quoted } from '../i18n/format';
import { message, sayer, type Text } from '../i18n/message';
import { COLUMN as COLUMNS, ROW as ROWS, TABLE, TIME as TIMES } from '../i18n/nouns';
import type { Label } from '../i18n/words';
import { suggestedMarks } from './flagMarks';
import type { GroupKind } from './groupKind';
import type { StageId } from './stageIds';
import { STAGE_IDS } from './stageIds';
import { STAGE_WORDS } from './stageWords';
import { fold } from './text';

/** A results range as a sheet in the reader's language names it, for a message's example (New tournament's sheets). */
export const RESULTS_RANGE: Label = { en: 'Results!A1:J', it: 'Risultati!A1:J', ro: 'Rezultate!A1:J' };
/** An aliases range as a sheet in the reader's language names it, for a message's example. */
export const ALIASES_RANGE: Label = { en: 'Aliases!A1:B', it: 'Alias!A1:B', ro: "'Alte nume'!A1:B" };
const EVENTS_RANGE: Label = { en: 'Events!A1:H', it: 'Tornei!A1:H', ro: 'Turnee!A1:H' };
/** `fn` called with its aliases left out, on an events sheet named in the reader's language, for a message's example. */
export const withoutAliases = (fn: string): Label => ({
  en: `=${fn}(${EVENTS_RANGE.en}; ; "best=3")`,
  it: `=${fn}(${EVENTS_RANGE.it}; ; "best=3")`,
  ro: `=${fn}(${EVENTS_RANGE.ro}; ; "best=3")`,
});

/**
 * The shared engine's messages (cells, numbers, marks, where a problem is), each in English, Italian and Romanian. A
 * value quoted from a cell (`value`) comes already shown, its text in quotes; an argument's name (`noun`) stays as the
 * function writes it (docs/languages.md).
 */
/** What a mark column says of a player, as a message on an unreadable mark names it. */
const MARKS = {
  declared: { en: 'declared victory', it: 'vittoria dichiarata', ro: 'victorie declarată' },
  firstarmy: { en: 'first to Largest Army', it: "primo all'Esercito più numeroso", ro: 'primul la Cea mai mare armată' },
  firstroad: { en: 'first to Longest Road', it: 'primo alla Strada più lunga', ro: 'primul la Cel mai lung drum' },
  draw: { en: 'in the draw', it: 'patta', ro: 'remiză' },
  conceded: { en: 'conceded to', it: 'concessione', ro: 'cedare' },
};

// a count of whole numbers
const WHOLE = {
  it: { one: 'numero intero', other: 'numeri interi' },
  ro: { one: 'număr întreg', few: 'numere întregi', other: 'de numere întregi' },
};
/** A range's shape in a message: "7 righe", "1 riga × 7 colonne". */
const shape = (lang: 'it' | 'ro', isRow: boolean, n: number) =>
  isRow ? `${count(lang, 1, ROWS[lang])} × ${count(lang, n, COLUMNS[lang])}` : count(lang, n, ROWS[lang]);

/** The marks a message on an unreadable mark suggests, as a list. */
const suggested = (lang: 'en' | 'it' | 'ro', meaning: 'yes' | 'no') => suggestedMarks(lang, meaning).join(', ');

const markNoun = message({
  example: { mark: 'declared' as keyof typeof MARKS },
  en: (p) => MARKS[p.mark].en,
  it: (p) => MARKS[p.mark].it,
  ro: (p) => MARKS[p.mark].ro,
});

/** A column's other accepted headers: every name but the one the message gave it (accents aside). */
const others = (names: readonly string[], shown: Text) => names.filter((n) => fold(n) !== fold(String(shown))).join(', ');

export const SHARED_MESSAGES = {
  atTable: message({
    example: { id: '3' },
    en: (p) => `table ${p.id}`,
    it: (p) => `tavolo ${p.id}`,
    ro: (p) => `masa ${p.id}`,
  }),
  atBoard: message({
    example: { id: '3' },
    en: (p) => `board ${p.id}`,
    it: (p) => `tavolo ${p.id}`,
    ro: (p) => `masa ${p.id}`,
  }),
  blankGroupId: message({
    example: { kind: 'table' as GroupKind },
    en: (p) => `blank ${p.kind} id; other rows have one`,
    it: () => 'tavolo non indicato; le altre righe lo indicano',
    ro: () => 'lipsește numărul mesei; celelalte rânduri îl au',
  }),
  atSitting: message({
    example: { round: '3', kind: 'table' as GroupKind, id: '2' },
    en: (p) => `round ${p.round}, ${p.kind} ${p.id}`,
    it: (p) => `turno ${p.round}, tavolo ${p.id}`,
    ro: (p) => `runda ${p.round}, masa ${p.id}`,
  }),
  atAside: message({
    example: { round: '3', id: 'bye' },
    en: (p) => `round ${p.round}, ${p.id.toLowerCase()}`,
    it: (p) => `turno ${p.round}, ${p.id.toLowerCase()}`,
    ro: (p) => `runda ${p.round}, ${p.id.toLowerCase()}`,
  }),
  atRound: message({
    example: { round: '3' },
    en: (p) => `round ${p.round}`,
    it: (p) => `turno ${p.round}`,
    ro: (p) => `runda ${p.round}`,
  }),
  blankCell: message({
    example: { header: 'Player' as Text },
    en: (p) => `blank ${p.header}`,
    it: (p) => `${p.header} vuoto`,
    ro: (p) => `${p.header} necompletat`,
  }),
  blankScoreFor: message({
    example: { header: 'VP' as Text, player: 'Anna Rossi' },
    en: (p) => `blank ${p.header} for ${p.player}`,
    it: (p) => `${p.header} vuoto per ${p.player}`,
    ro: (p) => `${p.header} necompletat pentru ${p.player}`,
  }),
  seatTwice: message({
    example: { player: 'Anna Rossi', place: 'round 3, table 2' as Text, kind: 'table' as GroupKind },
    en: (p) => `${p.player} twice ${p.kind === 'board' ? 'on' : 'at'} ${p.place}; a player has one seat at a ${p.kind}`,
    it: (p) => `${p.player} compare due volte (${p.place}); un giocatore ha un solo posto al tavolo`,
    ro: (p) => `${p.player} apare de două ori (${p.place}); un jucător are un singur loc la masă`,
  }),
  playsTwice: message({
    example: { player: 'Anna Rossi', round: '3', earlier: 'round 3, table 1' as Text, kind: 'table' as GroupKind },
    en: (p) =>
      `${p.player} plays twice in round ${p.round} (also ${p.kind === 'board' ? 'on' : 'at'} ${p.earlier}); a player sits at one ${p.kind} a round`,
    it: (p) => `${p.player} gioca due volte nel turno ${p.round} (anche: ${p.earlier}); un giocatore siede a un solo tavolo per turno`,
    ro: (p) => `${p.player} joacă de două ori în runda ${p.round} (și: ${p.earlier}); un jucător stă la o singură masă pe rundă`,
  }),
  playsTooOften: message({
    example: { player: 'Anna Rossi', times: 3, round: '3', earlier: ['3/1', '3/2'] as Text[], most: 2 },
    en: (p) =>
      `${p.player} plays ${p.times} times in round ${p.round} (also on ${p.earlier.join(' and ')}); a player sits at ${p.most} boards a round at most`,
    it: (p) =>
      `${p.player} gioca ${count('it', p.times, TIMES.it)} nel turno ${p.round} (anche: ${list('it', p.earlier as string[])}); un giocatore siede al massimo a ${count('it', p.most, TABLE.it)} per turno`,
    ro: (p) =>
      `${p.player} joacă ${p.times === 1 ? 'o dată' : `de ${count('ro', p.times, TIMES.ro)}`} în runda ${p.round} (și: ${list('ro', p.earlier as string[])}); un jucător stă la cel mult ${count('ro', p.most, TABLE.ro)} pe rundă`,
  }),
  stageNoBye: message({
    example: { kind: 'table' as GroupKind },
    en: (p) => `a ${p.kind} of the final stage has no bye`,
    it: () => 'nella fase finale non si riposa: ogni riga ha il suo tavolo',
    ro: () => 'în faza finală nu există rundă liberă: fiecare rând are masa lui',
  }),
  notThisGamesStage: message({
    example: { round: 'QF', game: 'Catan', stages: ['SF', 'F'] as StageId[] },
    en: (p) =>
      `${p.round}: the final stage of ${p.game} is ${p.stages.map((s) => `${STAGE_WORDS[s].en.replace(/s$/, '')} (${s})`).join(' and ')}`,
    it: (p) =>
      `${p.round}: la fase finale di ${p.game} comprende ${list(
        'it',
        p.stages.map((s) => `${STAGE_WORDS[s].it} (${s})`),
      )}`,
    ro: (p) =>
      `${p.round}: faza finală la ${p.game} cuprinde ${list(
        'ro',
        p.stages.map((s) => `${STAGE_WORDS[s].ro} (${s})`),
      )}`,
  }),
  substitute: message({
    example: { player: 'Anna', stage: 'SF' as StageId, why: 'T8' as Text },
    en: (p) => `${p.player} plays ${STAGE_WORDS[p.stage].game.en} without qualifying (${p.why}): a substitute`,
    it: (p) => `${p.player} gioca ${STAGE_WORDS[p.stage].game.it} senza qualificazione (${p.why}): una riserva`,
    ro: (p) => `${p.player} joacă ${STAGE_WORDS[p.stage].game.ro} fără să se fi calificat (${p.why}): o rezervă`,
  }),
  topQualify: message({
    example: { cut: 8 },
    en: (p) => `the top ${p.cut} qualify`,
    it: (p) => `si qualificano i primi ${p.cut}`,
    ro: (p) => `se califică primii ${p.cut}`,
  }),
  stageSentOthers: message({
    example: { stage: 'SF' as StageId },
    en: (p) => `${STAGE_WORDS[p.stage].en} sent others`,
    it: (p) => `${STAGE_WORDS[p.stage].it} ${STAGE_WORDS[p.stage].many ? 'hanno' : 'ha'} qualificato altri giocatori`,
    ro: (p) => `${STAGE_WORDS[p.stage].ro} ${STAGE_WORDS[p.stage].many ? 'au' : 'a'} calificat alți jucători`,
  }),
  notAFinalist: message({
    example: { player: 'Anna Rossi' },
    en: (p) => `${p.player} has no game in the numbered rounds; a finalist comes from the preliminary standings`,
    it: (p) => `${p.player} non ha partite nei turni numerati; un finalista viene dalla classifica preliminare`,
    ro: (p) => `${p.player} nu are nicio partidă în rundele numerotate; un finalist vine din clasamentul preliminar`,
  }),
  wholeRange: message({
    example: { example: RESULTS_RANGE as Text | Label },
    en: (p) => `give the whole results range, header row included (e.g. ${p.example})`,
    it: (p) => `indica l'intero intervallo dei risultati, riga delle intestazioni compresa (ad es. ${p.example})`,
    ro: (p) => `indicați întregul interval al rezultatelor, inclusiv rândul de antet (de exemplu ${p.example})`,
  }),
  columnTwice: message({
    example: { column: 'Player' as Text, found: ['"Player"', '"Giocatore"'] },
    en: (p) => `column ${p.column} is given twice (${p.found.join(' and ')})`,
    it: (p) =>
      `la colonna ${p.column} compare due volte (${list(
        'it',
        p.found.map((h) => quoted('it', h)),
      )})`,
    ro: (p) =>
      `coloana ${p.column} apare de două ori (${list(
        'ro',
        p.found.map((h) => quoted('ro', h)),
      )})`,
  }),
  columnMissing: message({
    example: { column: 'Player' as Text, aliases: ['Player', 'Giocatore', 'Jucător'] as readonly string[] },
    en: (p) => `missing column ${p.column} (also accepted: ${others(p.aliases, p.column)})`,
    it: (p) => `manca la colonna ${p.column} (accettati anche: ${others(p.aliases, p.column)})`,
    ro: (p) => `lipsește coloana ${p.column} (se acceptă și: ${others(p.aliases, p.column)})`,
  }),
  emptyRange: message({
    example: { name: 'centres' },
    en: (p) => `${p.name} is an empty range`,
    it: (p) => `${p.name} è un intervallo vuoto`,
    ro: (p) => `${p.name} este un interval gol`,
  }),
  raggedRange: message({
    example: { name: 'centres' },
    en: (p) => `${p.name} mixes rows and single cells; give a range`,
    it: (p) => `${p.name} mescola righe e celle singole; indica un intervallo`,
    ro: (p) => `${p.name} amestecă rânduri și celule izolate; indicați un interval`,
  }),
  blockRange: message({
    example: { name: 'centres', rows: 7, columns: 2 },
    en: (p) => `${p.name} is a block of ${p.rows} rows × ${p.columns} columns; give one column, one row or one cell`,
    it: (p) =>
      `${p.name} è un blocco di ${count('it', p.rows, ROWS.it)} × ${count('it', p.columns, COLUMNS.it)}; indica una colonna, una riga o una cella`,
    ro: (p) =>
      `${p.name} este un bloc de ${count('ro', p.rows, ROWS.ro)} × ${count('ro', p.columns, COLUMNS.ro)}; indicați o coloană, un rând sau o celulă`,
  }),
  shapesDiffer: message({
    example: { first: 'centres', firstRows: 7, firstIsRow: false, name: 'table', rows: 6, isRow: false },
    en: (p) =>
      `${p.first} (${p.firstIsRow ? `1 row × ${p.firstRows} columns` : `${p.firstRows} rows`}) and ${p.name} (${p.isRow ? `1 row × ${p.rows} columns` : `${p.rows} rows`}) have different shapes; give ranges of the same size`,
    it: (p) =>
      `${p.first} (${shape('it', p.firstIsRow, p.firstRows)}) e ${p.name} (${shape('it', p.isRow, p.rows)}) hanno forme diverse; indica intervalli della stessa misura`,
    ro: (p) =>
      `${p.first} (${shape('ro', p.firstIsRow, p.firstRows)}) și ${p.name} (${shape('ro', p.isRow, p.rows)}) au forme diferite; indicați intervale de aceeași mărime`,
  }),
  rosterTwice: message({
    example: { player: 'Anna Rossi', row: 4 },
    en: (p) => `${p.player} is on the roster twice (also row ${p.row})`,
    it: (p) => `${p.player} compare due volte nell'elenco (anche alla riga ${p.row})`,
    ro: (p) => `${p.player} apare de două ori în listă (și pe rândul ${p.row})`,
  }),
  roundNotRoundOrStage: message({
    example: { header: 'Round' as Text, value: '"Playoff"' as Text },
    en: (p) => `${p.header} ${p.value} is not a whole number from 1, nor a stage of the final (${STAGE_IDS.join(', ')})`,
    it: (p) => `${p.header} ${quoted('it', p.value)} non è un numero intero da 1 in su, né una fase della finale (${STAGE_IDS.join(', ')})`,
    ro: (p) =>
      `${p.header} ${quoted('ro', p.value)} nu este un număr întreg de la 1 în sus, nici o fază a finalei (${STAGE_IDS.join(', ')})`,
  }),
  notWholeFromOne: message({
    example: { header: 'Seat' as Text, value: '"first"' as Text },
    en: (p) => `${p.header} ${p.value} is not a whole number from 1`,
    it: (p) => `${p.header} ${quoted('it', p.value)} non è un numero intero da 1 in su`,
    ro: (p) => `${p.header} ${quoted('ro', p.value)} nu este un număr întreg de la 1 în sus`,
  }),
  settingsRange: message({
    example: { example: 'three=5-3-1' },
    en: (p) => `settings are one cell of text such as "${p.example}", not a range`,
    it: (p) => `le impostazioni sono una cella di testo come ${quote('it', p.example)}, non un intervallo`,
    ro: (p) => `setările sunt o celulă de text precum ${quote('ro', p.example)}, nu un interval`,
  }),
  settingNotPair: message({
    example: { pair: 'three', known: 'three, share, lang' },
    en: (p) => `setting "${p.pair}" is not key=value; known settings: ${p.known}`,
    it: (p) => `l'impostazione ${quote('it', p.pair)} non è nella forma chiave=valore; impostazioni note: ${p.known}`,
    ro: (p) => `setarea ${quote('ro', p.pair)} nu are forma cheie=valoare; setări cunoscute: ${p.known}`,
  }),
  settingUnknown: message({
    example: { key: 'colour', known: 'three, share, lang' },
    en: (p) => `unknown setting "${p.key}"; known settings: ${p.known}`,
    it: (p) => `impostazione sconosciuta ${quote('it', p.key)}; impostazioni note: ${p.known}`,
    ro: (p) => `setare necunoscută ${quote('ro', p.key)}; setări cunoscute: ${p.known}`,
  }),
  settingTwice: message({
    example: { key: 'three' },
    en: (p) => `setting "${p.key}" is given twice`,
    it: (p) => `l'impostazione ${quote('it', p.key)} è indicata due volte`,
    ro: (p) => `setarea ${quote('ro', p.key)} apare de două ori`,
  }),
  /** A chain's steps too many for a message: those that fit, then how many more and the page that lists them all. */
  someSteps: message({
    example: { steps: 'buchholz, buchholz-cut1', more: 9, listedIn: 'docs/formats.md' },
    en: (p) => `${p.steps} and ${p.more} more (${p.listedIn})`,
    it: (p) => `${p.steps} e ${p.more === 1 ? 'un altro' : `altri ${p.more}`} (${p.listedIn})`,
    ro: (p) => `${p.steps} și ${p.more === 1 ? 'încă unul' : `încă ${p.more}`} (${p.listedIn})`,
  }),
  chainEmptyStep: message({
    example: { key: 'tiebreak', written: 'vp>>share', steps: 'vp, share, name' as Text },
    en: (p) => `setting ${p.key}="${p.written}": an empty step; ${p.key} orders ${p.steps}, joined by >`,
    it: (p) =>
      `impostazione ${quote('it', `${p.key}=${p.written}`)}: un criterio vuoto; ${p.key} accetta i criteri ${p.steps}, separati da >`,
    ro: (p) => `setarea ${quote('ro', `${p.key}=${p.written}`)}: un criteriu gol; ${p.key} acceptă criteriile ${p.steps}, separate prin >`,
  }),
  chainBadStep: message({
    example: { key: 'tiebreak', written: 'vp>luck', step: 'luck', steps: 'vp, share, name' as Text },
    en: (p) => `setting ${p.key}="${p.written}": "${p.step}" is not a step; ${p.key} orders ${p.steps}, joined by >`,
    it: (p) =>
      `impostazione ${quote('it', `${p.key}=${p.written}`)}: ${quote('it', p.step)} non è un criterio; ${p.key} accetta i criteri ${p.steps}, separati da >`,
    ro: (p) =>
      `setarea ${quote('ro', `${p.key}=${p.written}`)}: ${quote('ro', p.step)} nu este un criteriu; ${p.key} acceptă criteriile ${p.steps}, separate prin >`,
  }),
  chainStepTwice: message({
    example: { key: 'tiebreak', written: 'vp>vp', step: 'vp' },
    en: (p) => `setting ${p.key}="${p.written}": ${p.step} is given twice; each step at most once`,
    it: (p) => `impostazione ${quote('it', `${p.key}=${p.written}`)}: ${p.step} compare due volte; ogni criterio al massimo una volta`,
    ro: (p) => `setarea ${quote('ro', `${p.key}=${p.written}`)}: ${p.step} apare de două ori; fiecare criteriu cel mult o dată`,
  }),
  settingNotAllowed: message({
    example: { key: 'share', value: 'half', allowed: ['pooled', 'table'], shape: undefined as Text | undefined },
    en: (p) => `setting ${p.key}="${p.value}" is not allowed; ${p.key} takes ${[...p.allowed, ...(p.shape ? [p.shape] : [])].join(' or ')}`,
    it: (p) =>
      `impostazione ${quote('it', `${p.key}=${p.value}`)} non ammessa; ${p.key} accetta ${alternatives('it', [...p.allowed, ...(p.shape ? [p.shape] : [])])}`,
    ro: (p) =>
      `setarea ${quote('ro', `${p.key}=${p.value}`)} nu este permisă; ${p.key} acceptă ${alternatives('ro', [...p.allowed, ...(p.shape ? [p.shape] : [])])}`,
  }),
  moreValues: message({
    example: { count: 19, listedBy: 'DIP_SYSTEMS' },
    en: (p) => `one of the ${p.count} others =${p.listedBy}() lists`,
    it: (p) => (p.count === 1 ? `l'altro valore che =${p.listedBy}() elenca` : `uno degli altri ${p.count} elencati da =${p.listedBy}()`),
    ro: (p) =>
      p.count === 1
        ? `cealaltă valoare pe care o enumeră =${p.listedBy}()`
        : `una dintre celelalte ${p.count} pe care le enumeră =${p.listedBy}()`,
  }),
  wholeNumberShape: message({
    example: { min: 10, max: 20 },
    en: (p) => `a whole number from ${p.min} to ${p.max}`,
    it: (p) => `un numero intero da ${p.min} a ${p.max}`,
    ro: (p) => `un număr întreg de la ${p.min} la ${p.max}`,
  }),
  bestShape: message({
    example: {},
    en: () => 'best-N for any N ≥ 1',
    it: () => 'best-N, con N ≥ 1',
    ro: () => 'best-N, cu N ≥ 1',
  }),
  placesShape: message({
    example: { size: 3, example: '100-40-10' },
    en: (p) => `${p.size} whole numbers from the 1st place's down, joined by - (such as ${p.example})`,
    it: (p) =>
      p.size === 1
        ? `${count('it', p.size, WHOLE.it)} (come ${p.example.split('-')[0]})`
        : `${count('it', p.size, WHOLE.it)}, dal primo classificato in giù, separati da - (come ${p.example})`,
    ro: (p) =>
      p.size === 1
        ? `${count('ro', p.size, WHOLE.ro)} (de exemplu ${p.example.split('-')[0]})`
        : `${count('ro', p.size, WHOLE.ro)}, de la primul clasat în jos, separate prin - (de exemplu ${p.example})`,
  }),
  notANumber: message({
    example: { noun: 'centres' as Text, value: '"seven"' as Text },
    en: (p) => `${p.noun} ${p.value} is not a number`,
    it: (p) => `${p.noun} ${quoted('it', p.value)} non è un numero`,
    ro: (p) => `${p.noun} ${quoted('ro', p.value)} nu este un număr`,
  }),
  notWhole: message({
    example: { noun: 'centres' as Text, value: 2.5 },
    en: (p) => `${p.value} ${p.noun}; a count must be a whole number`,
    it: (p) => `${p.noun} ${decimals('it', p.value)}: deve essere un numero intero`,
    ro: (p) => `${p.noun} ${decimals('ro', p.value)}: trebuie să fie un număr întreg`,
  }),
  notAKeyword: message({
    example: { noun: 'feature' as Text, value: '"castle"' as Text, known: 'city, road, monastery' },
    en: (p) => `${p.noun} ${p.value} is not one of ${p.known}`,
    it: (p) => `${p.noun} ${quoted('it', p.value)} non è tra ${p.known}`,
    ro: (p) => `${p.noun} ${quoted('ro', p.value)} nu este unul dintre ${p.known}`,
  }),
  markNoun,
  notAMark: message({
    example: { noun: { id: 'markNoun', words: markNoun, params: { mark: 'draw' } } as Text, value: '"maybe"' as Text },
    en: (p) =>
      `${p.noun} ${p.value} is not a mark Podium knows; use ${suggested('en', 'yes')} for yes and blank, ${suggested('en', 'no')} for no`,
    it: (p) =>
      `${p.noun}: ${quoted('it', p.value)} non è un segno che Podium conosce; per sì usa ${suggested('it', 'yes')}; per no lascia vuoto o scrivi ${suggested('it', 'no')}`,
    ro: (p) =>
      `${p.noun}: ${quoted('ro', p.value)} nu este un semn cunoscut de Podium; pentru da folosiți ${suggested('ro', 'yes')}; pentru nu lăsați gol sau scrieți ${suggested('ro', 'no')}`,
  }),
  /** A cell's fraction quoted in a message: as the reader's language writes it (2,5). */
  decimal: message({
    example: { value: 2.5 },
    en: (p) => `${p.value}`,
    it: (p) => `${p.value}`,
    ro: (p) => `${p.value}`,
  }),
  notADate: message({
    example: { noun: 'Date' as Text, value: '"14/03/2025"' as Text },
    en: (p) => `${p.noun} ${p.value} is not a date; write YYYY-MM-DD, or YYYY-MM-DD HH:MM with the time`,
    it: (p) => `${p.noun} ${quoted('it', p.value)} non è una data; scrivi AAAA-MM-GG, o AAAA-MM-GG HH:MM con l'ora`,
    ro: (p) => `${p.noun} ${quoted('ro', p.value)} nu este o dată; scrieți AAAA-LL-ZZ sau AAAA-LL-ZZ HH:MM cu ora`,
  }),
  /** An initial and a first name before one surname (a warning, never a merge: docs/circuits.md#names). */
  initialAndName: message({
    example: { initial: 'F. Viola', name: 'Franca Viola' },
    en: (p) =>
      `"${p.initial}" and "${p.name}" may be one player (an initial and a first name before one surname); if they are, write the name the same way`,
    it: (p) =>
      `${quote('it', p.initial)} e ${quote('it', p.name)} potrebbero essere lo stesso giocatore (un'iniziale e un nome con lo stesso cognome); se lo sono, scrivi il nome allo stesso modo`,
    ro: (p) =>
      `${quote('ro', p.initial)} și ${quote('ro', p.name)} pot fi același jucător (o inițială și un prenume cu același nume de familie); dacă sunt, scrieți numele la fel`,
  }),
  aliasesRange: message({
    example: { example: ALIASES_RANGE as Text | Label, formula: withoutAliases('CIRCUIT_STANDINGS') as Text | Label },
    en: (p) =>
      `give the aliases as a range with the headers Alias and Player (e.g. ${p.example}); settings without aliases leave it empty: ${p.formula}`,
    it: (p) =>
      `indica gli alias come un intervallo con le intestazioni Altro nome e Giocatore (ad es. ${p.example}); per le impostazioni senza alias lascialo vuoto: ${p.formula}`,
    ro: (p) =>
      `indicați numele alternative ca interval cu antetele Alt nume și Jucător (de exemplu ${p.example}); pentru setări fără nume alternative lăsați-l gol: ${p.formula}`,
  }),
  aliasTwice: message({
    example: { alias: 'F. Viola', row: 3, player: 'Fabio Viola' },
    en: (p) => `${p.alias} is an alias twice (also row ${p.row}, for ${p.player}); an alias names one player`,
    it: (p) => `${p.alias} compare due volte come alias (anche alla riga ${p.row}, per ${p.player}); un alias indica un solo giocatore`,
    ro: (p) => `${p.alias} apare de două ori ca alt nume (și pe rândul ${p.row}, pentru ${p.player}); un alt nume indică un singur jucător`,
  }),
  aliasCircle: message({
    example: { alias: 'Franca', chain: ['Franca', 'F. Viola', 'Franca'] },
    en: (p) => `the aliases of ${p.alias} form a circle (${p.chain.join(' → ')}); an alias names a player`,
    it: (p) => `gli alias di ${p.alias} formano un ciclo (${p.chain.join(' → ')}); un alias indica un giocatore`,
    ro: (p) => `numele alternative ale lui ${p.alias} formează un ciclu (${p.chain.join(' → ')}); un alt nume indică un jucător`,
  }),
  invalidDate: message({
    example: {},
    en: () => 'an invalid date',
    it: () => 'una data non valida',
    ro: () => 'o dată nevalidă',
  }),
};

/** A message of this catalogue, carrying its words. */
export const say = sayer(SHARED_MESSAGES);
