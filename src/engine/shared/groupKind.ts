/** What groups of rows are called: tables (Catan, Carcassonne) or boards (Diplomacy). */
export type GroupKind = 'table' | 'board';
