import { camelCase, snakeCase } from 'change-case'

/** Keys with an underscore followed by a digit (`address_line_1`) keep their spelling both ways. */
const KEEP = /_\d/

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[KEEP.test(key) ? key : rename(key)] = mapKeys(inner, rename)
  }
  return out
}

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<SnakeToCamel<Tail>>}` : S

/** A wire key as `toCamel` spells it: `is_main` → `isMain`; `address_line_1` (an underscore before a digit) as it is. */
export type CamelKey<K extends string> = K extends `${string}_${Digit}${string}` ? K : SnakeToCamel<K>

/**
 * The type `toCamel` makes of a wire type: every object key deeply through `CamelKey`. The app's
 * types derive from the contract with it: `Camel<z.output<typeof Deity>>` (import type only).
 */
export type Camel<T> = T extends readonly (infer Item)[]
  ? Camel<Item>[]
  : T extends Date | File | Blob
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camel<T[K]> }
      : T

export function toSnakeKey(key: string): string {
  return KEEP.test(key) ? key : snakeCase(key)
}

/** Deep-converts object keys from the wire's snake_case to camelCase. */
export function toCamel<T = unknown>(value: unknown): T {
  return mapKeys(value, camelCase) as T
}

/** Deep-converts object keys to snake_case for the wire. */
export function toSnake<T = Json>(value: unknown): T {
  return mapKeys(value, snakeCase) as T
}

export type SearchValue = string | number | boolean | null | undefined | readonly (string | number)[]

/**
 * Query parameters in snake_case. Empty values are dropped; arrays become comma lists;
 * `orderBy` takes field names with a leading minus for descending (`['-createdAt', 'name']`).
 */
export function toSearchParams(params: Record<string, SearchValue> | undefined): URLSearchParams {
  const search = new URLSearchParams()
  if (!params) return search
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (key === 'orderBy') {
      const fields = (Array.isArray(value) ? value : String(value).split(','))
        .map(String)
        .filter(Boolean)
        .map((f) => (f.startsWith('-') ? `-${toSnakeKey(f.slice(1))}` : toSnakeKey(f)))
      if (fields.length) search.set('order_by', fields.join(','))
      continue
    }
    if (Array.isArray(value)) {
      if (value.length) search.set(toSnakeKey(key), value.join(','))
      continue
    }
    search.set(toSnakeKey(key), String(value))
  }
  return search
}
