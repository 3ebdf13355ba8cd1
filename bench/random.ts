/**
 * A small seeded PRNG, so that a generated site is the same bytes for the same seed on every machine and Node
 * version (Math.random cannot be seeded).
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** true with the given probability. */
  chance(probability: number): boolean
}

/** mulberry32: 32 bits of state, fast, and good enough for picking words. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (probability) => next() < probability
  }
}

/**
 * A seed for one part of the site (a page, the navigation) from the site seed, so each page depends only on the
 * seed and its own number: page 12 is the same whether the site has 100 pages or 3000.
 */
export function deriveSeed(seed: number, part: number): number {
  let hash = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(part + 1, 0xc2b2ae35)
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d)
  return (hash ^ (hash >>> 15)) >>> 0
}
