import { labels } from '../i18n/words';

/**
 * A circuit's words: the columns of its events (what Export for circuit writes, and CIRCUIT_STANDINGS reads back) and
 * of its spills, in English, Italian and Romanian (docs/circuits.md; the words: docs/glossary.md).
 */
export const CIRCUIT_LABELS = labels({
  event: { en: 'Event', it: 'Torneo', ro: 'Turneu' },
  game: { en: 'Game', it: 'Gioco', ro: 'Joc' },
  place: { en: 'Place', it: 'Posizione', ro: 'Loc' },
  players: { en: 'Players', it: 'Giocatori', ro: 'Jucători' },
  rounds: { en: 'Rounds', it: 'Turni', ro: 'Runde' },
  boards: { en: 'Boards', it: 'Tavoli', ro: 'Mese' },
  tier: { en: 'Tier', it: 'Categoria', ro: 'Categorie' },
  events: { en: 'Events', it: 'Tornei', ro: 'Turnee' },
  counted: { en: 'Counted', it: 'Conteggiati', ro: 'Luate în calcul' },
  bestPlace: { en: 'Best place', it: 'Miglior posizione', ro: 'Cel mai bun loc' },
  rating: { en: 'Rating', it: 'Valutazione', ro: 'Evaluare' },
  ratingStep: { en: 'rating', it: 'valutazione', ro: 'evaluare' },
});
