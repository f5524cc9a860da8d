import type { Lang } from '../engine/i18n/lang';

/** The Podium menu's items in each language (docs/languages.md; "Extensions" is Google's own menu). */
export const MENU_WORDS: Record<Lang, { open: string; refresh: string; seat: string; create: string }> = {
  en: { open: 'Open sidebar', refresh: 'Refresh standings', seat: 'Seat next round…', create: 'New tournament…' },
  it: { open: 'Apri barra laterale', refresh: 'Aggiorna classifica', seat: 'Disponi il prossimo turno…', create: 'Nuovo torneo…' },
  ro: { open: 'Deschideți bara laterală', refresh: 'Actualizați clasamentul', seat: 'Așezați runda următoare…', create: 'Turneu nou…' },
};
