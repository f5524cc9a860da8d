import type { Arg } from './cells';

/** One argument of a custom function, as Sheets' help shows it. */
export interface Param {
  name: string;
  /** What the argument holds, in the help's braces: number, string, boolean, or a results range such as A1:H. */
  type: string;
  description: string;
  /** A formula may leave it out (its description says so in words). */
  optional?: true;
}

/**
 * A custom function, declared once beside its game's rules: the build writes its Apps Script stub and help from
 * this, the tests that visit every function and the benchmark read it, and `run` is what the formula computes.
 */
export interface CustomFunction<N extends string = string> {
  name: N;
  description: string;
  params: readonly Param[];
  returns: string;
  /** A formula as an organizer would type it. */
  example: string;
  // biome-ignore lint/suspicious/noExplicitAny: each function names its own arguments, all of them cells or ranges
  run(...args: any[]): unknown;
}

/**
 * A custom function's declaration, its arguments checked against `run`'s (a parameter in one and not the other does
 * not compile). `run` answers values: the adapter renders their words in the reader's language.
 */
export function customFunction<const N extends string, const P extends readonly Param[]>(
  fn: Omit<CustomFunction<N>, 'params' | 'run'> & { params: P; run(...args: NoInfer<ArgsOf<P>>): unknown },
): CustomFunction<N> {
  return fn as CustomFunction<N>;
}

/**
 * `run`'s argument list for these parameters, one cell or range each: a `run` that takes more does not compile (one
 * that takes fewer is caught by test/declaredFunctions.test.ts, which compares the counts).
 */
type ArgsOf<P extends readonly Param[]> = { -readonly [K in keyof P]: Arg };
