/**
 * The fault settings of the mocked backend (latency, error rates per API area, offline, the next
 * request's 403): their wire format at `/__mock__/faults`, the defaults, and reading a partial
 * update. `DevControl` (dev-control.ts) holds the current settings and applies them.
 */
import { isJsonObject } from './field-formats'

export type LatencyMode = 'off' | 'fixed' | 'range'
export type ErrorKind = '5xx' | 'network'

/** The fault settings, in the wire format of `/__mock__/faults`. */
export interface Faults {
  latency: { mode: LatencyMode; fixed_ms: number; min_ms: number; max_ms: number }
  /** Error rate per API area (see `areaOfPath`), 0–100 percent. */
  errors: { area: string; rate: number; kind: ErrorKind }[]
  /** While in the future, every API request fails as a network error. ISO time or null. */
  offline_until: string | null
  /** The next API request answers 403, then this turns itself off. */
  next_request_403: boolean
}

export function defaultFaults(): Faults {
  return {
    latency: { mode: 'off', fixed_ms: 1000, min_ms: 500, max_ms: 2000 },
    errors: [],
    offline_until: null,
    next_request_403: false,
  }
}

/** Whether any fault is on right now. */
export function faultsActive(faults: Faults, now = Date.now()): boolean {
  return (
    faults.latency.mode !== 'off' ||
    faults.errors.some((e) => e.rate > 0) ||
    (faults.offline_until !== null && Date.parse(faults.offline_until) > now) ||
    faults.next_request_403
  )
}

/**
 * The API area of a route path, used to group the explorer and to target error rates:
 * `/temple/t-admin/offering/:id/` → `offering`, `/report-app/fee-split-name/` → `fee-split-name`,
 * `/user/v2/auth/` → `user`, `/temple/t-admin/:id/` → `temple`, `/__mock__/reset` → `__mock__`.
 */
export function areaOfPath(path: string): string {
  const rest = path.replace(/^\/temple\/t-admin\/(?=[^:/])/, '/').replace(/^\/report-app\//, '/')
  const first = rest.split('/').find((segment) => segment !== '')
  return first && !first.startsWith(':') ? first : 'temple'
}

function clampMs(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? Math.min(60_000, Math.max(0, Math.round(n))) : fallback
}

/**
 * Merge a partial update into the faults, or return the DRF-style field errors.
 * `offline_for_seconds: N` sets `offline_until` to N seconds from now (0 ends it).
 */
export function mergeFaults(
  current: Faults,
  patch: unknown,
): { ok: true; faults: Faults } | { ok: false; errors: Record<string, string[]> } {
  if (!isJsonObject(patch)) return { ok: false, errors: { non_field_errors: ['Expected an object.'] } }
  const errors: Record<string, string[]> = {}
  const next: Faults = structuredClone(current)

  if (patch.latency !== undefined) {
    if (!isJsonObject(patch.latency)) errors.latency = ['Expected an object.']
    else {
      const mode = patch.latency.mode ?? next.latency.mode
      if (mode !== 'off' && mode !== 'fixed' && mode !== 'range') errors.latency = ['mode must be off, fixed or range.']
      else {
        next.latency = {
          mode,
          fixed_ms: clampMs(patch.latency.fixed_ms, next.latency.fixed_ms),
          min_ms: clampMs(patch.latency.min_ms, next.latency.min_ms),
          max_ms: clampMs(patch.latency.max_ms, next.latency.max_ms),
        }
        if (next.latency.max_ms < next.latency.min_ms) errors.latency = ['max_ms must not be less than min_ms.']
      }
    }
  }

  if (patch.errors !== undefined) {
    if (!Array.isArray(patch.errors)) errors.errors = ['Expected a list.']
    else {
      const list: Faults['errors'] = []
      for (const item of patch.errors as unknown[]) {
        const rate = isJsonObject(item) ? Number(item.rate) : NaN
        if (
          !isJsonObject(item) ||
          typeof item.area !== 'string' ||
          item.area === '' ||
          !Number.isFinite(rate) ||
          rate < 0 ||
          rate > 100 ||
          (item.kind !== '5xx' && item.kind !== 'network')
        ) {
          errors.errors = ['Each item needs area, rate (0-100) and kind (5xx or network).']
          break
        }
        list.push({ area: item.area, rate, kind: item.kind })
      }
      next.errors = list.filter((e) => e.rate > 0)
    }
  }

  if (patch.offline_for_seconds !== undefined) {
    const seconds = Number(patch.offline_for_seconds)
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) errors.offline_for_seconds = ['Give 0 to 3600 seconds.']
    else next.offline_until = seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null
  }
  if (patch.offline_until === null) next.offline_until = null

  if (patch.next_request_403 !== undefined) {
    if (typeof patch.next_request_403 !== 'boolean') errors.next_request_403 = ['Must be a boolean.']
    else next.next_request_403 = patch.next_request_403
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, faults: next }
}

export function isFaults(value: unknown): value is Faults {
  return (
    isJsonObject(value) &&
    isJsonObject(value.latency) &&
    Array.isArray(value.errors) &&
    (value.offline_until === null || typeof value.offline_until === 'string') &&
    typeof value.next_request_403 === 'boolean'
  )
}
