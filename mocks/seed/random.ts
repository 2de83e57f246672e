/**
 * A small seeded pseudo-random generator (mulberry32) for the deterministic seed data.
 *
 * Each seed area derives its own generator from a label (`rngFor('offerings', templeId)`), so
 * adding or changing one area never shifts the random values of another.
 */
import { SEED_RANDOM_SEED } from '../config'

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class Rng {
  readonly #next: () => number

  constructor(seed: number) {
    this.#next = mulberry32(seed)
  }

  /** A float in [0, 1). */
  float(): number {
    return this.#next()
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.#next() * (max - min + 1))
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.#next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.#next() * items.length)]
    if (item === undefined) throw new Error('Rng.pick: empty list')
    return item
  }

  /** Pick by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.#next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    const last = entries[entries.length - 1]
    if (last === undefined) throw new Error('Rng.weighted: empty list')
    return last[0]
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.#next() * (i + 1))
      const a = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = a
    }
    return copy
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count)
  }
}

/** A generator for one seed area, independent of every other area. */
export function rngFor(...labels: (string | number)[]): Rng {
  return new Rng(hashString(`${SEED_RANDOM_SEED}:${labels.join(':')}`))
}
