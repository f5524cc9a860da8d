/** Whether `key` is one of the object's own keys: a word typed as `constructor` or `__proto__` is not. */
export function hasOwn(table: object, key: string): boolean {
  // biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is ES2022; the bundle targets ES2020 (docs/conventions.md#the-sidebar-the-command-line-and-the-build)
  return Object.prototype.hasOwnProperty.call(table, key);
}
