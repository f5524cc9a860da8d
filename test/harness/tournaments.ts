/** Made-up tournaments for tests and the benchmark: valid results, any size, the same every time. */
export function catanResults(players: number, rounds = 4): unknown[][] {
  const rows: unknown[][] = [['Round', 'Table', 'Player', 'VP', 'Declared']];
  const names = Array.from({ length: players }, (_, i) => `Player ${String(i + 1).padStart(5, '0')}`);
  for (let round = 1; round <= rounds; round++) {
    // A different seating each round: rotate by the round so tables mix.
    const seated = names.map((_, i) => names[(i * (2 * round + 1)) % players]);
    const unique = [...new Set(seated)].length === players ? seated : names;
    const threes = (4 - (players % 4)) % 4; // tables of three make up the rest
    for (let start = 0, table = 1; start < players; table++) {
      const size = table <= threes ? 3 : 4;
      for (let k = 0; k < size; k++) rows.push([round, table, unique[start + k], 2 + ((start * 7 + k * 3 + round) % 8), '']);
      start += size;
    }
  }
  return rows;
}

/** A Carcassonne Swiss tournament of duels: valid results, a bye each round when the count is odd, some equal scores. */
export function carcassonneResults(players: number, rounds = 5): unknown[][] {
  const rows: unknown[][] = [['Round', 'Table', 'Player', 'Score']];
  const names = Array.from({ length: players }, (_, i) => `Player ${String(i + 1).padStart(5, '0')}`);
  for (let round = 1; round <= rounds; round++) {
    const seated = names.map((_, i) => names[(i * (2 * round + 1)) % players]);
    const order = [...new Set(seated)].length === players ? seated : names;
    for (let k = 0; k + 1 < players; k += 2) {
      const a = 60 + ((k * 13 + round * 7) % 50);
      const b = (k / 2 + round) % 7 === 0 ? a : 60 + ((k * 11 + round * 5) % 50);
      rows.push([round, k / 2 + 1, order[k], a], [round, k / 2 + 1, order[k + 1], b]);
    }
    if (players % 2) rows.push([round, 'bye', order[players - 1], '']);
  }
  return rows;
}

/**
 * A Carcassonne team event (docs/leagues.md#team-events): an even number of teams of three, a round-robin by the
 * circle method (each round every team meets one other), each team match three best-of-3 duels written as Games won.
 */
export function carcassonneTeamResults(teams: number, rounds = 7): unknown[][] {
  const rows: unknown[][] = [['Round', 'Match', 'Team', 'Player', 'Games won']];
  const n = teams + (teams % 2);
  const team = (t: number) => `Team ${String(t + 1).padStart(5, '0')}`;
  const GAMES = [
    [2, 0],
    [2, 1],
    [1, 2],
    [0, 2],
  ];
  for (let round = 1; round <= Math.min(rounds, n - 1); round++) {
    const circle = [0, ...Array.from({ length: n - 1 }, (_, i) => 1 + ((i + round) % (n - 1)))];
    for (let i = 0; i < n / 2; i++) {
      const [a, b] = [circle[i], circle[n - 1 - i]];
      for (let d = 0; d < 3; d++) {
        const [x, y] = GAMES[(a * 7 + b * 3 + d + round) % 4];
        const id = `${i + 1}.${d + 1}`;
        rows.push([round, id, team(a), `${team(a)} ${d + 1}`, x], [round, id, team(b), `${team(b)} ${d + 1}`, y]);
      }
    }
  }
  return rows;
}

const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];

/** Boards as they end in real tournaments: draws of several shapes, solos, eliminations in different years. */
export const BOARDS = [
  [10, 8, 7, 5, 4, 0, 0],
  [9, 9, 6, 5, 3, 2, 0],
  [18, 6, 5, 3, 2, 0, 0],
  [12, 11, 6, 5, 0, 0, 0],
  [8, 7, 6, 5, 4, 3, 1],
  [15, 9, 6, 4, 0, 0, 0],
  [18, 8, 4, 4, 0, 0, 0],
];

/** A Diplomacy tournament of boards of seven, `rounds` rounds: varied draws, solos and eliminations. */
export function diplomacyResults(players: number, rounds = 3): unknown[][] {
  const rows: unknown[][] = [['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated', 'Final year']];
  const seats = players - (players % 7);
  const names = Array.from({ length: seats }, (_, i) => `Player ${String(i + 1).padStart(6, '0')}`);
  for (let round = 1; round <= rounds; round++) {
    const order = names.map((_, i) => names[(i * (2 * round + 1)) % seats]);
    const seated = [...new Set(order)].length === seats ? order : names;
    for (let b = 0; b * 7 < seats; b++) {
      const centres = BOARDS[(b * 3 + round) % BOARDS.length];
      const finalYear = 1907 + ((b + round) % 6);
      for (let k = 0; k < 7; k++) {
        // powers rotate round the board; an eliminated player fell in a year before the end
        const seat = (k + b) % 7;
        rows.push([
          round,
          b + 1,
          seated[b * 7 + k],
          POWERS[seat],
          centres[k],
          centres[k] === 0 ? finalYear - 1 - ((b + k) % 4) : '',
          finalYear,
        ]);
      }
    }
  }
  return rows;
}

/**
 * Four Carcassonne duellists, one round, then the semi-finals of the top 4 (`finals=top4`) scored: Ada beat Di, Cy
 * beat Bo. A test adds the third-place game and the final as it needs them.
 */
export function carcassonneSemiFinals(): unknown[][] {
  return [
    ['Round', 'Table', 'Player', 'Score', 'Starts'],
    [1, 1, 'Ada', 90, true],
    [1, 1, 'Bo', 80, false],
    [1, 2, 'Cy', 70, true],
    [1, 2, 'Di', 60, false],
    ['SF', 1, 'Ada', 50, true],
    ['SF', 1, 'Di', 40, false],
    ['SF', 2, 'Bo', 30, true],
    ['SF', 2, 'Cy', 35, false],
  ];
}
