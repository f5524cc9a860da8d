/** A column's id on the live page: its English header in lower case, words joined by hyphens (`Round points`: `round-points`). */
export const columnId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
