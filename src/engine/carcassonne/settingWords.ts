import { words } from '../i18n/words';

/** Carcassonne's settings as the sidebar names them, in Italian and Romanian (docs/languages.md). */
export const CARCASSONNE_SETTING_WORDS = words({
  'Little buildings': { it: 'Piccoli edifici', ro: 'Construcții mici' },
  'Edition of the rules': { it: 'Edizione delle regole', ro: 'Ediția regulilor' },
  'A 2-tile city scores': { it: 'Una città di 2 tessere vale', ro: 'Un oraș de 2 cartonașe valorează' },
  'World Championship': { it: 'Campionato del mondo', ro: 'Campionatul Mondial' },
  "the Carcassonne World Championship's rules (2019): Buchholz cut 1, score difference, points": {
    it: 'le regole del Campionato del mondo di Carcassonne (2019): Buchholz senza il peggiore, differenza punti, punti',
    ro: 'regulile Campionatului Mondial de Carcassonne (2019): Buchholz trunchiat (−1), diferența de puncte, puncte',
  },
  'the German championship final (2024): Buchholz cut 1, median Buchholz': {
    it: 'la finale del campionato tedesco (2024): Buchholz senza il peggiore, Buchholz mediano',
    ro: 'finala campionatului german (2024): Buchholz trunchiat (−1), Buchholz median',
  },
  Ukraine: { it: 'Ucraina', ro: 'Ucraina' },
  'the Ukrainian championship (2025), as published: an equal score won by the player who did not start': {
    it: 'il campionato ucraino (2025), come pubblicato: un pareggio lo vince chi non ha iniziato',
    ro: 'campionatul ucrainean (2025), așa cum a fost publicat: un punctaj egal îl câștigă jucătorul care nu a început',
  },
  'Hans im Glück qualifiers': { it: 'Qualificazioni Hans im Glück', ro: 'Calificările Hans im Glück' },
  "the publisher's qualifier series at tables of 3–4: 5-3-2-1, 5-3-1 at three; share with a virtual 4th": {
    it: "le qualificazioni dell'editore a tavoli da 3–4: 5-3-2-1, 5-3-1 a tre; percentuale con un 4º virtuale",
    ro: 'seria de calificări a editurii la mese de 3–4: 5-3-2-1, 5-3-1 la trei; procentajul cu un al 4-lea virtual',
  },
  'An equal score in a duel counts': { it: 'Un pareggio in un duello vale', ro: 'Un punctaj egal într-un duel contează ca' },
  'Half a win each': { it: 'Mezza vittoria a testa', ro: 'Câte o jumătate de victorie' },
  'No win for either': { it: 'Nessuna vittoria', ro: 'Nicio victorie' },
  'A win for the player who did not start': {
    it: 'Una vittoria per chi non ha iniziato',
    ro: 'O victorie pentru jucătorul care nu a început',
  },
  'A bye counts as': { it: 'Un turno di riposo vale', ro: 'O rundă liberă contează ca' },
  'A win': { it: 'Una vittoria', ro: 'O victorie' },
  'An equal score': { it: 'Un pareggio', ro: 'Un punctaj egal' },
  'A loss': { it: 'Una sconfitta', ro: 'O înfrângere' },
  Buchholz: { it: 'Buchholz', ro: 'Buchholz' },
  'Cut 1: the weakest opponent left out': {
    it: "Senza il peggiore: escluso l'avversario più debole",
    ro: 'Trunchiat (−1): fără adversarul cel mai slab',
  },
  'Full: every opponent': { it: 'Completo: tutti gli avversari', ro: 'Complet: toți adversarii' },
  'Median: the strongest and the weakest left out': {
    it: 'Mediano: esclusi il più forte e il più debole',
    ro: 'Median: fără cel mai puternic și cel mai slab',
  },
  'Tie-breaks after wins (or round points), in order': {
    it: 'Spareggi dopo le vittorie (o i punti del turno), in ordine',
    ro: 'Departajări după victorii (sau puncte de rundă), în ordine',
  },
  'Share at three-player tables': { it: 'Percentuale ai tavoli da tre', ro: 'Procentajul la mesele de trei' },
  "The three players' points": { it: 'I punti dei tre giocatori', ro: 'Punctele celor trei jucători' },
  'Quarter-finals of the top 8': { it: 'Quarti di finale dei primi 8', ro: 'Sferturi de finală ale primilor 8' },
  'Semi-finals of the top 4': { it: 'Semifinali dei primi 4', ro: 'Semifinale ale primilor 4' },
  'An equal score in a knockout game': {
    it: 'Un pareggio in una partita a eliminazione',
    ro: 'Un punctaj egal într-o partidă eliminatorie',
  },
  'The better preliminary rank goes through': {
    it: 'Passa chi è meglio classificato nella fase preliminare',
    ro: 'Trece cel mai bine clasat în faza preliminară',
  },
  'The starting player loses': { it: 'Perde chi ha iniziato', ro: 'Pierde jucătorul care a început' },
  'Next round as': { it: 'Prossimo turno come', ro: 'Runda următoare ca' },
  'As the results so far': { it: 'Come i risultati finora', ro: 'Ca rezultatele de până acum' },
  'Duels (Swiss pairing)': { it: 'Duelli (abbinamento svizzero)', ro: 'Dueluri (împerechere elvețiană)' },
  'Tables of 3–4': { it: 'Tavoli da 3–4', ro: 'Mese de 3–4' },
  'Tables of 3–4 seated by': { it: 'Tavoli da 3–4 disposti per', ro: 'Mese de 3–4 așezate după' },
});
