/**
 * Mock-only: GET /api/__mock__/outbox?to={email}&kind={kind} → the mails the mocked backend
 * "sent", newest first: [{id, to, subject, body, kind, link, code, created_at}]. No auth, like
 * the other /__mock__/ endpoints; it exists only in the fake backend.
 */
import { json } from '../helpers'
import { type RequestContext, type Route, route } from '../router'

function outbox(ctx: RequestContext): Response {
  const to = ctx.url.searchParams.get('to')?.trim().toLowerCase()
  const kind = ctx.url.searchParams.get('kind')?.trim()
  const mails = ctx.db.outbox.filter((m) => (!to || m.to.toLowerCase() === to) && (!kind || m.kind === kind)).sort((a, b) => b.id - a.id)
  return json(mails)
}

export const outboxRoutes: readonly Route[] = [route('/__mock__/outbox', { GET: outbox })]
