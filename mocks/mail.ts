/**
 * The mocked backend sends no mail: it keeps every message in the `outbox` table, and the demo
 * shows the latest one (GET /api/__mock__/outbox?to=…) where a real user would open their inbox.
 */
import { type Db, type OutboxRow, insertRow } from './db'
import { nowIso } from './helpers'

export interface MailInput {
  to: string
  subject: string
  body: string
  kind: string
  link?: string | null
  code?: string | null
}

/** Keep only the latest messages, so the persisted demo database stays small. */
const OUTBOX_LIMIT = 50

export function sendMail(db: Db, mail: MailInput): OutboxRow {
  const row = insertRow(db, 'outbox', {
    to: mail.to,
    subject: mail.subject,
    body: mail.body,
    kind: mail.kind,
    link: mail.link ?? null,
    code: mail.code ?? null,
    created_at: nowIso(),
  })
  if (db.outbox.length > OUTBOX_LIMIT) db.outbox.splice(0, db.outbox.length - OUTBOX_LIMIT)
  return row
}

/** A random url-safe token (hex), for one-time links. */
export function randomToken(bytes = 24): string {
  const values = new Uint8Array(bytes)
  globalThis.crypto.getRandomValues(values)
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A random 6-digit code (leading zeros kept). */
export function randomCode(): string {
  const values = new Uint32Array(1)
  globalThis.crypto.getRandomValues(values)
  return String((values[0] ?? 0) % 1_000_000).padStart(6, '0')
}

/** The web app's origin: the API is served under /api on the same origin in the mocked mode. */
export function appOrigin(request: Request): string {
  return new URL(request.url).origin
}
