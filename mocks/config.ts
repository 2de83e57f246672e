/**
 * Constants shared by the whole mocked backend.
 *
 * The mock speaks the same wire format as the real Django REST backend, mounted
 * under `API_PREFIX` on whatever origin the request was made to (handlers match
 * `*\/api/...`, so `http://localhost/api/...` in tests and the dev-server origin
 * in the browser both work).
 */

/** Path prefix of every API endpoint. Absolute urls in responses are `${origin}${API_PREFIX}/...`. */
export const API_PREFIX = '/api'

/** localStorage key of the persisted database (browser only). Bump the suffix with DB_VERSION. */
export const STORAGE_KEY = 'temple-mock-db-v1'

/** Version of the database shape. A persisted database with another version is discarded. */
export const DB_VERSION = 1

/** Default page size of list endpoints, and the largest `page_size` a client may ask for. */
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** Access token lifetimes: short in the browser so the refresh flow really runs; long in tests. */
export const BROWSER_ACCESS_TOKEN_LIFETIME_SEC = 120
export const NODE_ACCESS_TOKEN_LIFETIME_SEC = 60 * 60
export const REFRESH_TOKEN_LIFETIME_SEC = 7 * 24 * 60 * 60

/** Latency applied to every request in the browser demo, in milliseconds. */
export const BROWSER_LATENCY_MS: readonly [number, number] = [150, 450]

/**
 * The fixed "now" of the seed data. Seed timestamps are computed from it so the seed is
 * identical on every run; request-time timestamps (created_at of new rows) use the real clock.
 */
export const SEED_REFERENCE_DATE = '2025-01-15T09:30:00.000Z'

/** Seed of the pseudo-random generator used to build the seed data. */
export const SEED_RANDOM_SEED = 0x7e3a1e
