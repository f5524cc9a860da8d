/** Calls `visit` with every order of `items` (Heap's algorithm, one array reused); stops when it returns true. */
export function everyOrder<T>(items: readonly T[], visit: (order: readonly T[]) => boolean | undefined): void {
  const a = [...items];
  const c = Array<number>(a.length).fill(0);
  if (visit(a)) return;
  for (let i = 1; i < a.length; ) {
    if (c[i] < i) {
      const j = i % 2 ? c[i] : 0;
      [a[i], a[j]] = [a[j], a[i]];
      if (visit(a)) return;
      c[i]++;
      i = 1;
    } else c[i++] = 0;
  }
}

/** The order of `items` with the lowest cost (the first found among equals), and that cost. */
export function cheapestOrder<T>(items: readonly T[], cost: (order: readonly T[]) => number): { order: T[]; cost: number } {
  let best = Number.POSITIVE_INFINITY;
  let found = [...items];
  everyOrder(items, (order) => {
    const c = cost(order);
    if (c < best) {
      best = c;
      found = [...order];
    }
    return best === 0;
  });
  return { order: found, cost: best };
}

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
