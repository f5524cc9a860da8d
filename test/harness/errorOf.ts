/** The message a call throws, or "did not throw": tests compare messages, the user's side of an error. */
export function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return 'did not throw';
}
