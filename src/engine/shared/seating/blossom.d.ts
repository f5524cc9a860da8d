// edmonds-blossom-fixed (MIT) ships no types: edges are [vertex, vertex, weight]; the answer is each vertex's mate.
declare module 'edmonds-blossom-fixed' {
  export default function maxWeightMatching(edges: [number, number, number][], maxCardinality?: boolean): number[];
}
