/**
 * A stand-in for `tough-cookie` in the browser demo build (vite.config.ts aliases it there only).
 *
 * msw keeps the cookies that mocked responses set in a tough-cookie jar, which brings the
 * whole public-suffix list (tldts) with it: more than half of the mocked backend's code. This
 * mocked API sets no cookies (tokens travel in headers), so the jar is always empty. Tests run
 * the real package.
 */
export class Cookie {
  static fromJSON(): Cookie | null {
    return null
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {}
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}

  getCookiesSync(): Cookie[] {
    return []
  }

  setCookie(): Promise<void> {
    return Promise.resolve()
  }
}
