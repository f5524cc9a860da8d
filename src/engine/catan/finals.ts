import type { Grid } from '../shared/cells';
import { FinalPlaces, readStages, stagesPlayed, substitutes, withFinalStage } from '../shared/finalStage';
import { readFlag } from '../shared/flags';
import { SHARED_LABELS } from '../shared/labels';
import { say } from '../shared/messages';
import { readCount } from '../shared/numbers';
import type { StageId } from '../shared/stageIds';
import type { StageTable, Standings } from '../shared/standings';
import type { TournamentLayout } from '../shared/tournament';
import { placeTable } from './placeTable';
import type { CatanSettings } from './settings';
import type { CatanKey, CatanStanding } from './standing';

/** How many players the semi-finals take: the setting, or CATAN Studio's rule (top 4 below 29 players, docs/formats.md#the-final-stage). */
export function catanCut(settings: CatanSettings, players: number): number {
  return settings.finals === 'auto' ? (players < 29 ? 4 : 16) : Number(settings.finals.slice('top'.length));
}

/**
 * The final table's players after complete semi-finals (docs/formats.md#the-final-stage): the table winners, filled up to 4 with the best
 * 2nd places by preliminary rank.
 */
export function finalQualifiers(semis: readonly StageTable[], position: (player: string) => number): string[] {
  const winners = semis.map((t) => t.players[0]);
  const seconds = semis.map((t) => t.players[1]).sort((a, b) => position(a) - position(b));
  return [...winners, ...seconds.slice(0, 4 - winners.length)];
}

/**
 * The Catan final stage (docs/formats.md#the-final-stage): semi-final tables (unless the cut is the top 4) and a final table, each placed
 * as docs/catan.md#placing-a-table places a table, then by the better preliminary rank, so places are strict. The final's places come first;
 * then the semi-finalists who did not reach it, by their semi-final place, each place by preliminary rank.
 */
export function catanFinalStage(
  fn: string,
  stages: Grid,
  preliminary: Standings<CatanStanding>,
  settings: CatanSettings,
  layout: TournamentLayout<CatanKey>,
): Standings<CatanStanding> {
  const position = new Map(preliminary.ranked.map((r, i) => [r.item.player, i]));
  const at = (player: string) => position.get(player) as number;
  const cut = catanCut(settings, preliminary.ranked.length);
  const read = readStages(
    fn,
    stages,
    layout,
    { title: 'Catan', stages: cut === 4 ? ['F'] : ['SF', 'F'] },
    preliminary,
    (sitting, problems) => {
      const vps = sitting.entries.map((e) => problems.read(e.row, 'vp', () => readCount(e.cells.vp, problems.header('vp')), sitting.label));
      const declared = sitting.entries.map((e) =>
        problems.read(e.row, 'declared', () => readFlag(e.cells.declared, problems.header('declared')), sitting.label),
      );
      if (vps.includes(undefined) || declared.includes(undefined)) return undefined;
      const placed = placeTable(vps as number[], declared as boolean[], settings);
      placed.rowBreaches.forEach((b, k) => {
        for (const m of b) problems.at(sitting.entries[k].row, 'vp', m, sitting.label);
      });
      for (const m of placed.groupBreaches) problems.at(sitting.entries[0].row, 'table', m, sitting.label);
      if (placed.placings.includes(undefined)) return undefined;
      const place = (k: number) => placed.placings[k]?.place as number;
      return sitting.entries
        .map((e, k) => ({ player: e.player, k }))
        .sort((x, y) => place(x.k) - place(y.k) || at(x.player) - at(y.player))
        .map((x) => x.player);
    },
  );
  const played = stagesPlayed(read.tables, (stage: StageId) => (stage === 'SF' ? cut / 4 : 1));
  const places = new FinalPlaces();
  const semis = read.tables.get('SF') ?? [];
  const final = read.tables.get('F') ?? [];
  if (played.complete.has('SF')) {
    const qualifiers = final.length ? final.flatMap((t) => t.players) : finalQualifiers(semis, at);
    for (const t of semis)
      t.players.forEach((p, k) => {
        if (qualifiers.includes(p)) places.set(p, 'SF', 1, SHARED_LABELS.final);
        else places.set(p, 'SF', 10 + k, SHARED_LABELS.semiFinal);
      });
  }
  if (played.complete.has('F'))
    final[0].players.forEach((p, k) => {
      places.set(p, 'F', 1 + k, k === 0 ? SHARED_LABELS.champion : SHARED_LABELS.final);
    });
  const ranks = new Map(preliminary.ranked.map((r) => [r.item.player, r.rank]));
  const firstStage: StageId = cut === 4 ? 'F' : 'SF';
  const warnings = substitutes(
    firstStage,
    (read.tables.get(firstStage) ?? []).flatMap((t) => t.players),
    (p) => (ranks.get(p) as number) <= cut,
    say('topQualify', { cut }),
  );
  if (cut > 4 && played.complete.has('SF')) {
    const sent = finalQualifiers(semis, at);
    warnings.push(
      ...substitutes(
        'F',
        final.flatMap((t) => t.players),
        (p) => sent.includes(p),
        say('stageSentOthers', { stage: 'SF' }),
      ),
    );
  }
  return withFinalStage(preliminary, read, played, places, warnings);
}
