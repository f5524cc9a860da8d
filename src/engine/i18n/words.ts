import type { Lang } from './lang';

/**
 * A word of the standings, the seatings or the settings as each language writes it: a column's header, the name a
 * tie-break note gives a step, a stage, a setting's label (docs/languages.md). The engine carries it by value, defined
 * once in the folder that owns it; an adapter shows `label[lang]`. A language left out does not compile.
 */
export type Label = Readonly<Record<Lang, string>>;

/**
 * A folder's labels, each under an id, its words kept as literal types (a column that may only show some of them, the
 * Final column's places, says which).
 * @example labels({ rank: { en: 'Rank', it: 'Pos.', ro: 'Loc' } }).rank.it // 'Pos.'
 */
export const labels = <const T extends Record<string, Label>>(table: T): T => table;

/** Whether a value is a label rather than a cell's own value (a number, a name): the Final column's places are labels. */
export const isLabel = (value: unknown): value is Label =>
  typeof value === 'object' && value !== null && typeof (value as Label).en === 'string' && typeof (value as Label).ro === 'string';

/**
 * A label the live page reads in other words than the sheet (SPEC §13.7.6): a Diplomacy game's cell keeps its power and
 * result English in the sheet, where formulas compare them (docs/languages.md), and names them in the page's language
 * on the page. The sheet shows the label, the page its `live` words.
 */
export interface SheetLabel extends Label {
  readonly live: Label;
}

/** A label as the live page shows it: its `live` words where it has some, else the label. */
export const liveLabel = (label: Label): Label => (label as Partial<SheetLabel>).live ?? label;

/**
 * A name that is the same in every language: a scoring system's (`Carnage 2023`).
 * @example proper('Carnage 2023').it // 'Carnage 2023'
 */
export const proper = (name: string): Label => ({ en: name, it: name, ro: name });

/** A word of a table keyed by its English form (CARC_EXPLAIN's nouns), in Italian and Romanian. */
export interface Words {
  it: string;
  ro: string;
}

/**
 * A folder's words keyed by their English forms, kept as literal keys so that the list is a type.
 * @example words({ tiles: { it: 'tessere', ro: 'cartonașe' } })
 */
export const words = <const T extends Record<string, Words>>(table: T): T => table;
