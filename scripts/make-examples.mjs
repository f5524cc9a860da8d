// Writes examples/: made-up but rule-abiding tournaments from a fixed seed, so the files are reproducible.
// node scripts/make-examples.mjs
import fs from 'node:fs';

function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** A fixed-seed generator and whole numbers from lo to hi drawn from it. */
function generator(seed) {
  const rnd = random(seed);
  return { rnd, int: (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1)) };
}
const { rnd, int } = generator(2026);
const writeCsv = (file, rows, separator = ',') => fs.writeFileSync(file, `${rows.map((r) => r.join(separator)).join('\n')}\n`);
const shuffle = (xs) =>
  xs
    .map((x) => [rnd(), x])
    .sort((a, b) => a[0] - b[0])
    .map(([, x]) => x);

// Catan: 26 players, 4 rounds, five tables of four and two of three each round; Italian headers, ";" separated.
const catanPlayers = [
  'Alessandro Bianchi',
  'Giulia Romano',
  'Matteo Colombo',
  'Chiara Ricci',
  'Luca Marino',
  'Sara Greco',
  'Davide Bruno',
  'Francesca Gallo',
  'Simone Conti',
  'Elena De Luca',
  'Andrea Mancini',
  'Martina Costa',
  'Nicolò Giordano',
  'Federica Rizzo',
  'Lorenzo Lombardi',
  'Alice Moretti',
  'Gabriele Barbieri',
  'Valentina Fontana',
  'Tommaso Santoro',
  'Beatrice Mariani',
  'Riccardo Rinaldi',
  'Ilaria Caruso',
  'Edoardo Ferrara',
  'Noemi Galli',
  'Pietro Martini',
  'Lucia Leone',
];
const catan = [['Turno', 'Tavolo', 'Giocatore', 'PV', 'Dichiarata']];
for (let round = 1; round <= 4; round++) {
  const seats = shuffle(catanPlayers);
  const sizes = [4, 4, 4, 4, 4, 3, 3];
  let next = 0;
  sizes.forEach((size, t) => {
    const players = seats.slice(next, next + size);
    next += size;
    const vps = players.map(() => int(4, 9));
    vps[0] = 10;
    const declared = players.map(() => '');
    if (round === 2 && t === 0) {
      // the declarer has fewer VP
      vps[1] = 11;
      declared[0] = 'x';
    }
    if (round === 3 && t === 1) {
      // a split placing
      vps[2] = 7;
      vps[3] = 7;
    }
    players.forEach((p, k) => {
      catan.push([round, t + 1, p, vps[k], declared[k]]);
    });
  });
}
writeCsv('examples/catan-tournament.csv', catan, ';');
// the same tournament with its last round seated and not yet scored: the stakes' worked example (docs/stakes.md)
writeCsv(
  'examples/catan-last-round.csv',
  catan.map((row) => (row[0] === 4 ? [row[0], row[1], row[2], '', ''] : row)),
  ';',
);

// Diplomacy: 35 players, 3 rounds of five boards; solos, draws, eliminations, and Masterpoints ranks for most players.
const dipPlayers = [
  'Alan Hart',
  'Beth Cole',
  'Carl Nash',
  'Dana Ruiz',
  'Eli Stone',
  'Fay Quinn',
  'Gus Ward',
  'Hana Ito',
  'Ivan Petrov',
  'Jess Lam',
  'Karl Berg',
  'Lina Haddad',
  'Marc Dubois',
  'Nora Walsh',
  'Omar Aziz',
  'Pia Lund',
  'Quinn Reyes',
  'Rosa Vidal',
  'Sam Okafor',
  'Tara Singh',
  'Uma Roy',
  'Vic Moreau',
  'Wes Park',
  'Xena Novak',
  'Yuri Sokol',
  'Zoe Adams',
  'Ana Lopes',
  'Ben Fischer',
  'Cleo Marsh',
  'Dev Patel',
  'Emma Kerr',
  'Finn Doyle',
  'Gia Russo',
  'Hugo Brandt',
  'Iris Olsen',
];
const masterpoints = new Map(dipPlayers.map((p, i) => [p, i % 5 === 4 ? '' : i + 1]));
const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const dip = [['Round', 'Board', 'Player', 'Power', 'Centres', 'Eliminated', 'Final year', 'Masterpoints rank']];
for (let round = 1; round <= 3; round++) {
  const seats = shuffle(dipPlayers);
  for (let board = 1; board <= 5; board++) {
    const players = seats.slice((board - 1) * 7, board * 7);
    const solo = (round + board) % 4 === 0;
    const finalYear = int(1907, 1912);
    const survivors = solo ? int(2, 4) : int(4, 6);
    const centres = Array(7).fill(0);
    let left = 34;
    if (solo) left -= centres[0] = int(18, 20);
    for (let k = solo ? 1 : 0; k < survivors; k++)
      left -= centres[k] = Math.max(1, Math.min(left - (survivors - k - 1), int(2, solo ? 6 : 11)));
    const order = shuffle([0, 1, 2, 3, 4, 5, 6]);
    order.forEach((k, seat) => {
      const c = centres[k];
      dip.push([
        round,
        board,
        players[seat],
        powers[seat],
        c,
        c === 0 ? int(1903, finalYear - 1) : '',
        finalYear,
        masterpoints.get(players[seat]),
      ]);
    });
  }
}
writeCsv('examples/diplomacy-tournament.csv', dip);

// Carcassonne: a Swiss tournament of 13 duellists over 5 rounds, as the World Championship plays it. Round 1 is
// drawn; later rounds pair neighbours in the standings by wins, avoiding rematches; the odd player out gets a bye
// (the lowest-ranked without one). One game ends on an equal score.
const carcPlayers = [
  'Andrei Popescu',
  'Ioana Ionescu',
  'Mihai Stan',
  'Elena Dumitru',
  'Radu Georgescu',
  'Ana Marin',
  'Vlad Tudor',
  'Irina Dinu',
  'Sorin Lungu',
  'Maria Stoica',
  'Paul Neagu',
  'Cristina Barbu',
  'Dan Preda',
];
const carc = [['Round', 'Table', 'Player', 'Score']];
const wins = new Map(carcPlayers.map((p) => [p, 0]));
const met = new Set();
const hadBye = new Set();
for (let round = 1; round <= 5; round++) {
  let order = round === 1 ? shuffle(carcPlayers) : [...carcPlayers].sort((a, b) => wins.get(b) - wins.get(a) || a.localeCompare(b));
  const bye = [...order].reverse().find((p) => !hadBye.has(p));
  hadBye.add(bye);
  order = order.filter((p) => p !== bye);
  // neighbours in order, backtracking where a pair already met
  const pairUp = (left) => {
    if (!left.length) return [];
    const [a, ...rest] = left;
    for (let k = 0; k < rest.length; k++) {
      if (met.has([a, rest[k]].sort().join('|'))) continue;
      const others = pairUp(rest.filter((_, j) => j !== k));
      if (others) return [[a, rest[k]], ...others];
    }
    return null;
  };
  let table = 1;
  for (const [a, b] of pairUp(order)) {
    met.add([a, b].sort().join('|'));
    const sa = int(60, 130);
    const sb = round === 3 && table === 2 ? sa : int(60, 130);
    if (sa !== sb) wins.set(sa > sb ? a : b, wins.get(sa > sb ? a : b) + 1);
    carc.push([round, table, a, sa], [round, table, b, sb]);
    table++;
  }
  carc.push([round, 'bye', bye, '']);
  wins.set(bye, wins.get(bye) + 1);
}
writeCsv('examples/carcassonne-tournament.csv', carc);

// Carcassonne as the Ukrainian championship plays it (preset=ukraine): 12 duellists, 5 Swiss rounds, a Starts column
// (the player with fewer starts begins), and equal scores that the player who did not start wins. A fresh generator,
// so the files above stay as they were.
{
  const { rnd, int } = generator(2025);
  const players = [
    'Oleksandr Kovalenko',
    'Iryna Shevchenko',
    'Dmytro Bondarenko',
    'Olena Tkachenko',
    'Andrii Kravchenko',
    'Natalia Melnyk',
    'Serhii Boyko',
    'Yulia Kovalchuk',
    'Taras Oliinyk',
    'Kateryna Lysenko',
    'Bohdan Marchenko',
    'Sofiia Rudenko',
  ];
  const rows = [['Round', 'Table', 'Player', 'Score', 'Starts']];
  const wins = new Map(players.map((p) => [p, 0]));
  const starts = new Map(players.map((p) => [p, 0]));
  const met = new Set();
  const draws = new Set(['2|3', '4|1']);
  for (let round = 1; round <= 5; round++) {
    const order =
      round === 1
        ? players
            .map((p) => [rnd(), p])
            .sort((a, b) => a[0] - b[0])
            .map(([, p]) => p)
        : [...players].sort((a, b) => wins.get(b) - wins.get(a) || a.localeCompare(b));
    const pairUp = (left) => {
      if (!left.length) return [];
      const [a, ...rest] = left;
      for (let k = 0; k < rest.length; k++) {
        if (met.has([a, rest[k]].sort().join('|'))) continue;
        const others = pairUp(rest.filter((_, j) => j !== k));
        if (others) return [[a, rest[k]], ...others];
      }
      return null;
    };
    pairUp(order).forEach(([a, b], k) => {
      const table = k + 1;
      met.add([a, b].sort().join('|'));
      const [first, second] = starts.get(b) < starts.get(a) ? [b, a] : [a, b];
      starts.set(first, starts.get(first) + 1);
      const sa = int(70, 140);
      const sb = draws.has(`${round}|${table}`) ? sa : int(70, 140);
      const winner = sa === sb ? second : sa > sb ? first : second;
      wins.set(winner, wins.get(winner) + 1);
      rows.push([round, table, first, sa, 'x'], [round, table, second, sb, '']);
    });
  }
  writeCsv('examples/carcassonne-ukraine.csv', rows);
}

// Catan by wins, as CATAN Studio's qualifiers rank (preset=catan-studio): 16 players, 3 rounds at tables of 4. One
// table ends with two players level on the most VP, below 10: they share the win, ½ each.
{
  const { rnd, int } = generator(2024);
  const players = [
    'Avery Brooks',
    'Jordan Lee',
    'Morgan Diaz',
    'Riley Chen',
    'Casey Kim',
    'Taylor Reed',
    'Jamie Fox',
    'Quinn Hayes',
    'Drew Patel',
    'Sky Morgan',
    'Rowan Price',
    'Hayden Cruz',
    'Parker Wu',
    'Reese Long',
    'Emerson Gray',
    'Sawyer Bell',
  ];
  const rows = [['Round', 'Table', 'Player', 'VP', 'Declared']];
  for (let round = 1; round <= 3; round++) {
    const seats = players
      .map((p) => [rnd(), p])
      .sort((a, b) => a[0] - b[0])
      .map(([, p]) => p);
    for (let t = 0; t < 4; t++) {
      const vps = [10, int(5, 9), int(4, 8), int(3, 7)];
      if (round === 2 && t === 1) vps[0] = vps[1] = 9;
      seats.slice(t * 4, t * 4 + 4).forEach((p, k) => {
        rows.push([round, t + 1, p, vps[k], '']);
      });
    }
  }
  writeCsv('examples/catan-wins.csv', rows);
}

// The final stages, seated by Podium itself (the built command line, so run `npm run build` first) from the
// preliminary rounds above, and scored by a generator of their own: a Carcassonne top-8 knockout with an equal score
// in a quarter-final, CATAN Studio semi-final and final tables of the top 8, a Diplomacy top board.
{
  const { execFileSync } = await import('node:child_process');
  const { int } = generator(1910);
  const seat = (game, file, round, settings) =>
    execFileSync(
      process.execPath,
      ['build/podium.cjs', 'seat', '--game', game, '--round', round, file, '--settings', settings, '--format', 'csv'],
      {
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
  const append = (file, rows, separator = ',') => fs.appendFileSync(file, rows.map((r) => `${r.join(separator)}\n`).join(''));

  const carc = 'examples/carcassonne-tournament.csv';
  for (const round of ['QF', 'SF', '3P', 'F']) {
    const seated = seat('carcassonne', carc, round, '');
    append(
      carc,
      seated.map(([r, table, player], k) => [r, table, player, round === 'QF' && table === '2' ? 95 : int(70, 130) + (k % 2)]),
    );
  }

  const wins = 'examples/catan-wins.csv';
  for (const round of ['SF', 'F']) {
    const seated = seat('catan', wins, round, 'preset=catan-studio; finals=top8');
    const tables = new Map();
    for (const [r, table, , player] of seated) tables.set(table, [...(tables.get(table) ?? []), [r, table, player]]);
    for (const players of tables.values()) {
      const winner = int(0, 3);
      append(
        wins,
        players.map(([r, table, player], k) => [r, table, player, k === winner ? 10 : int(4, 9), '']),
      );
    }
  }

  const dip = 'examples/diplomacy-tournament.csv';
  const board = seat('diplomacy', dip, 'F', '');
  const centres = [7, 5, 0, 10, 4, 8, 0]; // the 4th seed tops the board
  append(
    dip,
    board.map(([r, b, , player], k) => [r, b, player, powers[k], centres[k], centres[k] ? '' : 1906, 1910, '']),
  );
}
