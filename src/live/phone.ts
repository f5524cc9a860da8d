import type { LiveSnapshot, LiveTable } from '../appsscript/contract';
import { playerCard, tableCard } from './card';
import { add, el } from './dom';
import { findPlayers, tableAsked } from './find';
import { afterText, roundName, type Speech } from './speech';
import { column, groupsOf, groupWord, playersOf } from './tables';
import { stagesOf, tableOf } from './tableView';

// The phone view (SPEC §13.3): Find me, then the round in progress by table, the final stage, the standings. It fits
// 360 pixels without sideways scrolling by showing fewer columns (SPEC §13.7.2): the card has the rest.

/** The cards a search shows: the players it finds (at most six), and the table a number names. */
export function found(sp: Speech, s: LiveSnapshot, query: string): HTMLElement[] {
  if (!query.trim()) return [];
  const table = tableAsked(query);
  const tables = table && s.round ? groupsOf(s.round).filter((g) => g.id === table && !g.bye) : [];
  const players = findPlayers(playersOf(s), query).slice(0, 6);
  const cards = [
    ...tables.map((g) => tableCard(sp, s.round as NonNullable<LiveSnapshot['round']>, g)),
    ...players.map((n) => playerCard(sp, s, n)),
  ];
  return cards.length ? cards : [el('p', sp.w.noMatch)];
}

/** The standings' Rank, Player and first figure: what a phone's width holds. */
function narrow(t: LiveTable): number[] {
  const p = column(t, 'player');
  const rank = column(t, 'rank');
  return [rank, p, p + 1].filter((k, i, all) => k >= 0 && k < t.columns.length && all.indexOf(k) === i);
}

export function phoneSections(sp: Speech, s: LiveSnapshot): HTMLElement[] {
  const parts: HTMLElement[] = [];
  const r = s.round;
  if (r) {
    const section = add(el('section', '', 'round'), el('h2', roundName(sp, r.round)));
    // each table under its own heading: its rows without the round and the table
    const shown = r.columns.map((_, k) => k).filter((k) => !['round', 'table', 'board', 'match'].includes(r.columns[k]));
    const stage = (g: { round: string }) => (r.round.includes(' + ') ? `${roundName(sp, g.round)} · ` : '');
    for (const g of groupsOf(r)) {
      const state = g.bye ? '' : g.unscored ? ` · ${sp.w.awaiting}` : '';
      add(section, el('h3', `${stage(g)}${groupWord(sp, r, g)}${state}`), tableOf(sp, r, g.rows, shown));
    }
    parts.push(section);
  }
  if (s.stages.length) parts.push(add(el('section', '', 'stages'), el('h2', sp.w.finalStage), ...stagesOf(sp, s)));
  const after = afterText(sp, s);
  const st = s.standings;
  parts.push(
    add(
      el('section', '', 'standings'),
      el('h2', sp.w.standings),
      ...(after ? [el('div', after, 'after')] : []),
      st ? tableOf(sp, st, st.rows, narrow(st)) : el('p', sp.w.noStandings),
    ),
  );
  return parts;
}
