/** What react-hook-form marks as dirty: true, or a nested object/array of the same. */
type DirtyMark = boolean | DirtyMark[] | { [key: string]: DirtyMark | undefined } | undefined

function anyDirty(mark: DirtyMark): boolean {
  if (mark === true) return true
  if (!mark) return false
  if (Array.isArray(mark)) return mark.some(anyDirty)
  return Object.values(mark).some(anyDirty)
}

/**
 * The payload of an edit: only the top-level fields the user changed. A nested object or list
 * with any change is sent whole, so the server never receives half an address.
 */
export function dirtyPayload<T extends Record<string, unknown>>(values: T, dirtyFields: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(dirtyFields) as (keyof T)[]) {
    if (anyDirty(dirtyFields[key] as DirtyMark)) out[key] = values[key]
  }
  return out
}

/**
 * The top-level fields whose value differs from `initial` (what an edit is based on), marked as
 * react-hook-form marks dirty ones. Unlike `dirtyFields` it follows a rebase: after an edit
 * conflict the form is based on the stored record, not on what it first opened.
 */
export function changedFields<T extends Record<string, unknown>>(initial: T, values: T): Partial<Record<keyof T, boolean>> {
  const out: Partial<Record<keyof T, boolean>> = {}
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (JSON.stringify(values[key]) !== JSON.stringify(initial[key])) out[key] = true
  }
  return out
}
