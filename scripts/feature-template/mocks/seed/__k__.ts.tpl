/** Seed __w__: three per temple. */
import type { __P__Row, TempleRow } from '../schema'
import { seedTimestamp } from './time'

export function seed__P__(temples: readonly TempleRow[]): __P__Row[] {
  return temples.flatMap((temple, t) =>
    [1, 2, 3].map((n) => ({
      id: t * 3 + n,
      temple_id: temple.id,
      name: `__T__ ${n}`,
      created_at: seedTimestamp(30 - n),
    })),
  )
}
