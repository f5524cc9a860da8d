import { count, quote } from '../engine/i18n/format';
import type { Lang } from '../engine/i18n/lang';
import { GAME, PLAYER, PROBLEM, ROW, WARNING } from '../engine/i18n/nouns';
import type { StageId } from '../engine/shared/stageIds';

/**
 * The sidebar's own words in each language (docs/languages.md): its headings, fields and buttons (`page`, which fills
 * the elements marked `data-word` in Sidebar.html), and what it says as an action runs. The settings' words, the
 * problems and the warnings come from the server, already told.
 */
export interface SidebarWords {
  page: {
    title: string;
    game: string;
    sheet: string;
    build: string;
    export: string;
    seatHeading: string;
    seatHint: string;
    roster: string;
    rosterHint: string;
    round: string;
    seed: string;
    seedPlaceholder: string;
    preview: string;
    write: string;
    newHeading: string;
    newHint: string;
    liveHeading: string;
    liveHint: string;
    publish: string;
    liveTitle: string;
    liveNames: string;
    publishNow: string;
  };
  namesAsWritten: string;
  namesInitial: string;
  titlePlaceholder: string;
  liveAddress: string;
  liveScreen: string;
  livePrint: string;
  deployFirst: string;
  liveSaved(publish: boolean): string;
  publishing: string;
  published(titles: string[]): string;
  failed(message: string): string;
  steps(ids: string): string;
  default: string;
  changed(labels: string): string;
  /** Under Planned rounds: what it does on the live page (SPEC §13.7.7). */
  plannedRoundsHint: string;
  noRoster: string;
  roundOf(round: string): string;
  stages: Record<StageId, string>;
  finalUnderWay: string;
  pickSheet: string;
  building: string;
  done(sheet: string): string;
  built(players: number, games: number, seconds: number): string;
  /** Export for circuit (docs/circuits.md#export): while it writes, and the rows written with the event's name and day. */
  exporting: string;
  exported(rows: number, event: string, date: string): string;
  busy: string;
  notChanged(problems: number): string;
  selectCell: string;
  warning(text: string): string;
  warningsLike(n: number, text: string): string;
  writing: string;
  seating: string;
  nothingWritten: string;
  written(round: string, rows: number, sheet: string): string;
  notYetWritten(round: string): string;
  creating: string;
  created(sheet: string): string;
}

/** Seconds to a tenth, always with its decimal (0.4 s, 2.0 s), the decimal comma in Italian and Romanian. */
const seconds = (lang: Lang, s: number) => `${lang === 'en' ? s.toFixed(1) : s.toFixed(1).replace('.', ',')} s`;

export const SIDEBAR_WORDS: Record<Lang, SidebarWords> = {
  en: {
    page: {
      title: 'Podium standings',
      game: 'Game',
      sheet: 'Results sheet',
      build: 'Build standings',
      export: 'Export for circuit',
      seatHeading: 'Seat next round',
      seatHint: 'Seats the next round, or the next stage of the final once every round is scored, with the settings above.',
      roster: 'Roster sheet (optional)',
      rosterHint: "Carcassonne's standings also list its players with no match yet.",
      round: 'Round',
      seed: 'Seed',
      seedPlaceholder: 'the round',
      preview: 'Preview',
      write: 'Write',
      newHeading: 'New tournament',
      newHint:
        "Creates a results sheet with the right headers, checkboxes and a live standings formula, or a roster of the chosen results sheet's players.",
      liveHeading: 'Live page',
      liveHint:
        'Players see where they sit and how they stand on their phones, and on a big screen; it shows only the standings and the round in progress.',
      publish: 'Publish after every Build, Refresh and Write',
      liveTitle: 'Title',
      liveNames: 'Names',
      publishNow: 'Publish now',
    },
    failed: (m) => `Something went wrong: ${m}`,
    steps: (ids) => `Steps: ${ids}, joined by >`,
    default: 'default',
    changed: (labels) => `Changed from this format: ${labels}`,
    plannedRoundsHint:
      'The live page shows what is at stake (Title, Cut, Needs) only in the last planned round; left blank, it shows none.',
    noRoster: '(none: everyone in the results)',
    roundOf: (r) => `Round ${r}`,
    stages: {
      R64: 'Round of 64 (R64)',
      R32: 'Round of 32 (R32)',
      R16: 'Round of 16 (R16)',
      QF: 'Quarter-finals (QF)',
      SF: 'Semi-finals (SF)',
      F: 'Final (F)',
      '3P': 'Third-place game (3P)',
    },
    finalUnderWay: '(the final stage is under way)',
    pickSheet: '(pick a results sheet)',
    building: 'Building the standings…',
    done: (sheet) => `Done: ${sheet}`,
    built: (players, games, s) => `${count('en', players, PLAYER.en)}, ${count('en', games, GAME.en)}, ${seconds('en', s)}.`,
    exporting: 'Writing the rows for the circuit…',
    exported: (rows, event, date) => `${count('en', rows, ROW.en)} for the circuit: ${event}, ${date}.`,
    busy: 'Busy: another change is under way; try again in a moment.',
    notChanged: (n) => `${count('en', n, PROBLEM.en)} found; the standings were not changed.`,
    selectCell: 'Select this cell',
    warning: (text) => `Warning: ${text}`,
    warningsLike: (n, text) => `${count('en', n, WARNING.en)} like: ${text}`,
    writing: 'Writing the round…',
    seating: 'Seating the round…',
    nothingWritten: 'Nothing was written:',
    written: (round, rows, sheet) => `${round} written: ${count('en', rows, ROW.en)} added to the results, and the sheet ${sheet}.`,
    notYetWritten: (round) => `${round}, not yet written:`,
    creating: 'Creating the sheet…',
    created: (sheet) => `Created the sheet ${sheet}.`,
    namesAsWritten: 'As written',
    namesInitial: 'First name and initial (Franca V.)',
    titlePlaceholder: "the spreadsheet's name",
    liveAddress: 'The page, for phones (scan the code):',
    liveScreen: 'Big screen',
    livePrint: 'Table slips to print',
    deployFirst:
      'The page has no address yet: in Extensions › Apps Script, Deploy › New deployment › Web app, execute as me, anyone may open it (or npm run deploy -- --web).',
    liveSaved: (publish) => (publish ? 'Publishing is on.' : 'Publishing is off: nothing is published.'),
    publishing: 'Publishing…',
    published: (titles) =>
      titles.length ? `Published: ${titles.join(', ')}.` : 'Nothing to publish: build the standings or write a round first.',
  },
  it: {
    page: {
      title: 'Classifica Podium',
      game: 'Gioco',
      sheet: 'Foglio dei risultati',
      build: 'Crea la classifica',
      export: 'Esporta per il circuito',
      seatHeading: 'Disponi il prossimo turno',
      seatHint:
        'Dispone il prossimo turno, o la fase successiva della finale quando ogni turno ha i suoi punteggi, con le impostazioni qui sopra.',
      roster: "Foglio con l'elenco dei giocatori (facoltativo)",
      rosterHint: 'La classifica di Carcassonne elenca anche i giocatori che non hanno ancora giocato un incontro.',
      round: 'Turno',
      seed: 'Seme del sorteggio (seed)',
      seedPlaceholder: 'il turno',
      preview: 'Anteprima',
      write: 'Scrivi',
      newHeading: 'Nuovo torneo',
      newHint:
        'Crea un foglio dei risultati con le intestazioni giuste, le caselle di controllo e una formula di classifica sempre aggiornata, o un elenco dei giocatori del foglio dei risultati scelto.',
      liveHeading: 'Pagina in diretta',
      liveHint:
        'I giocatori vedono dove siedono e come sono in classifica sul telefono e su un grande schermo; mostra solo la classifica e il turno in corso.',
      publish: `Pubblica dopo ogni ${quote('it', 'Crea la classifica')}, ${quote('it', 'Aggiorna classifica')} e ${quote('it', 'Scrivi')}`,
      liveTitle: 'Titolo',
      liveNames: 'Nomi',
      publishNow: 'Pubblica ora',
    },
    failed: (m) => `Qualcosa non ha funzionato: ${m}`,
    steps: (ids) => `Criteri: ${ids}, separati da >`,
    default: 'predefinito',
    changed: (labels) => `Cambiato rispetto a questo formato: ${labels}`,
    plannedRoundsHint:
      "La pagina in diretta mostra la posta in gioco (Titolo, Fase finale, Cosa serve) solo nell'ultimo turno previsto; se il campo è vuoto, non la mostra.",
    noRoster: '(nessuno: giocano tutti quelli dei risultati)',
    roundOf: (r) => `Turno ${r}`,
    stages: {
      R64: 'Trentaduesimi di finale (R64)',
      R32: 'Sedicesimi di finale (R32)',
      R16: 'Ottavi di finale (R16)',
      QF: 'Quarti di finale (QF)',
      SF: 'Semifinali (SF)',
      F: 'Finale (F)',
      '3P': 'Finale per il 3º posto (3P)',
    },
    finalUnderWay: '(la fase finale è in corso)',
    pickSheet: '(scegli un foglio dei risultati)',
    building: 'Creo la classifica…',
    done: (sheet) => `Fatto: ${sheet}`,
    built: (players, games, s) => `${count('it', players, PLAYER.it)}, ${count('it', games, GAME.it)}, ${seconds('it', s)}.`,
    exporting: 'Scrivo le righe per il circuito…',
    exported: (rows, event, date) => `${count('it', rows, ROW.it)} per il circuito: ${event}, ${date}.`,
    busy: "Occupato: c'è già una modifica in corso; riprova tra un momento.",
    notChanged: (n) => `${count('it', n, PROBLEM.it)} ${n === 1 ? 'trovato' : 'trovati'}; la classifica non è cambiata.`,
    selectCell: 'Seleziona questa cella',
    warning: (text) => `Attenzione: ${text}`,
    warningsLike: (n, text) => `${count('it', n, WARNING.it)} di questo tipo: ${text}`,
    writing: 'Scrivo il turno…',
    seating: 'Dispongo il turno…',
    nothingWritten: 'Non è stato scritto nulla:',
    written: (round, rows, sheet) =>
      `${round}: ${count('it', rows, ROW.it)} ${rows === 1 ? 'aggiunta' : 'aggiunte'} ai risultati e creato il foglio ${quote('it', sheet)}.`,
    notYetWritten: (round) => `Non ancora scritto: ${round}`,
    creating: 'Creo il foglio…',
    created: (sheet) => `Ho creato il foglio ${quote('it', sheet)}.`,
    namesAsWritten: 'Come sono scritti',
    namesInitial: 'Nome e iniziale (Franca V.)',
    titlePlaceholder: 'il nome del foglio di calcolo',
    liveAddress: 'La pagina, per i telefoni (inquadra il codice):',
    liveScreen: 'Grande schermo',
    livePrint: 'Foglietti dei tavoli da stampare',
    deployFirst:
      'La pagina non ha ancora un indirizzo: in Estensioni › Apps Script, Esegui il deployment › Nuovo deployment › App web, esegui come me, chiunque può aprirla (oppure npm run deploy -- --web).',
    liveSaved: (publish) => (publish ? 'La pubblicazione è attiva.' : 'La pubblicazione è disattivata: non viene pubblicato nulla.'),
    publishing: 'Pubblicazione in corso…',
    published: (titles) =>
      titles.length ? `Pubblicato: ${titles.join(', ')}.` : 'Niente da pubblicare: prima crea la classifica o scrivi un turno.',
  },
  ro: {
    page: {
      title: 'Clasament Podium',
      game: 'Joc',
      sheet: 'Foaia de rezultate',
      build: 'Construiți clasamentul',
      export: 'Exportați pentru circuit',
      seatHeading: 'Așezați runda următoare',
      seatHint:
        'Podium așază runda următoare sau, după ce fiecare rundă are punctajul complet, faza următoare a finalei, cu setările de mai sus.',
      roster: 'Foaia cu lista jucătorilor (opțional)',
      rosterHint: 'Clasamentul Carcassonne cuprinde și jucătorii din listă care nu au jucat încă un meci.',
      round: 'Rundă',
      seed: 'Cheia tragerii la sorți (seed)',
      seedPlaceholder: 'runda',
      preview: 'Previzualizare',
      write: 'Scrieți',
      newHeading: 'Turneu nou',
      newHint:
        'Podium creează o foaie de rezultate cu antetele potrivite, casete de bifat și o formulă de clasament mereu la zi, sau lista jucătorilor din foaia de rezultate aleasă.',
      liveHeading: 'Pagina în direct',
      liveHint:
        'Jucătorii văd pe telefon și pe un ecran mare unde stau și cum se clasează; pagina arată doar clasamentul și runda în desfășurare.',
      publish: `Publicați după fiecare ${quote('ro', 'Construiți clasamentul')}, ${quote('ro', 'Actualizați clasamentul')} și ${quote('ro', 'Scrieți')}`,
      liveTitle: 'Titlu',
      liveNames: 'Nume',
      publishNow: 'Publicați acum',
    },
    failed: (m) => `Ceva nu a mers: ${m}`,
    steps: (ids) => `Criterii: ${ids}, separate prin >`,
    default: 'implicit',
    changed: (labels) => `Schimbat față de acest format: ${labels}`,
    plannedRoundsHint:
      'Pagina în direct arată miza (Titlu, Faza finală, Ce îi trebuie) doar în ultima rundă planificată; dacă câmpul este gol, nu o arată.',
    noRoster: '(niciuna: joacă toți cei din rezultate)',
    roundOf: (r) => `Runda ${r}`,
    stages: {
      R64: 'Treizecișidoimi de finală (R64)',
      R32: 'Șaisprezecimi de finală (R32)',
      R16: 'Optimi de finală (R16)',
      QF: 'Sferturi de finală (QF)',
      SF: 'Semifinale (SF)',
      F: 'Finală (F)',
      '3P': 'Finala mică (3P)',
    },
    finalUnderWay: '(faza finală este în desfășurare)',
    pickSheet: '(alegeți o foaie de rezultate)',
    building: 'Se construiește clasamentul…',
    done: (sheet) => `Gata: ${sheet}`,
    built: (players, games, s) => `${count('ro', players, PLAYER.ro)}, ${count('ro', games, GAME.ro)}, ${seconds('ro', s)}.`,
    exporting: 'Se scriu rândurile pentru circuit…',
    exported: (rows, event, date) => `${count('ro', rows, ROW.ro)} pentru circuit: ${event}, ${date}.`,
    busy: 'Ocupat: o altă modificare este în curs; încercați din nou peste câteva momente.',
    notChanged: (n) => `${count('ro', n, PROBLEM.ro)} ${n === 1 ? 'găsită' : 'găsite'}; clasamentul nu a fost modificat.`,
    selectCell: 'Selectați această celulă',
    warning: (text) => `Atenție: ${text}`,
    warningsLike: (n, text) => `${count('ro', n, WARNING.ro)} de tipul: ${text}`,
    writing: 'Se scrie runda…',
    seating: 'Se așază runda…',
    nothingWritten: 'Nu s-a scris nimic:',
    written: (round, rows, sheet) =>
      `${round}: ${rows === 1 ? 's-a adăugat' : 's-au adăugat'} ${count('ro', rows, ROW.ro)} la rezultate și s-a creat foaia ${quote('ro', sheet)}.`,
    notYetWritten: (round) => `Încă nescris: ${round}`,
    creating: 'Se creează foaia…',
    created: (sheet) => `Foaia ${quote('ro', sheet)} a fost creată.`,
    namesAsWritten: 'Cum sunt scrise',
    namesInitial: 'Prenumele și inițiala (Franca V.)',
    titlePlaceholder: 'numele foii de calcul',
    liveAddress: 'Pagina, pentru telefoane (scanați codul):',
    liveScreen: 'Ecran mare',
    livePrint: 'Fișele meselor, pentru tipărit',
    deployFirst:
      'Pagina nu are încă o adresă: în Extensii › Apps Script, alegeți Implementare › Implementare nouă › Aplicație web, executată ca mine, cu acces pentru oricine (sau rulați npm run deploy -- --web).',
    liveSaved: (publish) => (publish ? 'Publicarea este pornită.' : 'Publicarea este oprită: nu este publicat nimic.'),
    publishing: 'Se publică…',
    published: (titles) =>
      titles.length ? `Publicat: ${titles.join(', ')}.` : 'Nimic de publicat: construiți întâi clasamentul sau scrieți o rundă.',
  },
};
