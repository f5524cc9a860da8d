/** Whether `key` is one of the object's own keys: a word typed as `constructor` or `__proto__` is not. */
export function hasOwn(table: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, key);
}
