import { GAMES } from '../engine/games';

/**
 * A custom function declared in a game's folder, called by name from its top-level stub, which the build writes from
 * the same declaration (scripts/build.mjs): `function DIP_RESULT(centres, …) { return Podium_.runDeclared('DIP_RESULT',
 * arguments); }`.
 */
export function runDeclared(name: string, args: ArrayLike<unknown>): unknown {
  const declared = GAMES.flatMap((g) => g.functions).find((f) => f.name === name);
  if (!declared) throw new Error(`${name} is declared by no game`);
  return declared.run(...Array.from(args));
}
