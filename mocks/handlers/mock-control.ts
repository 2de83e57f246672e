/**
 * Mock-only endpoints under /api/__mock__/ (no auth): they exist only in the fake backend and
 * let the demo, browser tests and developers drive it.
 *
 * - GET  /api/__mock__/accounts              → the demo accounts [{email, password, full_name, description}]
 * - POST /api/__mock__/reset                 → 204, database back to the seed (and persisted)
 * - POST /api/__mock__/expire-access-tokens  → 204, every issued access token now gets 401
 * - POST /api/__mock__/revoke-tokens         → 204, every issued token (access and refresh) is
 *                                               refused: the next refresh fails, the session ends
 * - GET  /api/__mock__/media/{file}.svg      → generated placeholder image for seed media refs
 * - GET  /api/__mock__/media/upload-{name}   → an uploaded file (stored as a data: url)
 * - GET  /api/__mock__/snapshot              → the whole database as JSON
 * - PUT  /api/__mock__/snapshot              → 204, the database replaced by a snapshot (400 if it is not one)
 */
import { expireAllAccessTokens, revokeUserTokens } from '../auth'
import { isDb } from '../db'
import { detail, json, noContent, notFound } from '../helpers'
import { parseMediaFile, readUpload, renderPlaceholderSvg } from '../media'
import { type RequestContext, type Route, route } from '../router'
import { DEMO_ACCOUNTS } from '../seed'

function accounts(): Response {
  return json(
    DEMO_ACCOUNTS.map(({ email, password, fullName, description }) => ({
      email,
      password,
      full_name: fullName,
      description,
    })),
  )
}

function reset(ctx: RequestContext): Response {
  ctx.store.reset()
  return noContent()
}

/** The database as it is, e.g. to carry the demo's data into another browser profile. */
function snapshot(ctx: RequestContext): Response {
  return json(ctx.db)
}

async function restore(ctx: RequestContext): Promise<Response> {
  const body: unknown = await ctx.request.json().catch(() => null)
  if (!isDb(body)) return detail(400, 'Not a snapshot of this mock database.')
  ctx.store.replace(body)
  return noContent()
}

function expireAccessTokens(ctx: RequestContext): Response {
  expireAllAccessTokens(ctx.store)
  return noContent()
}

function revokeTokens(ctx: RequestContext): Response {
  for (const user of ctx.db.users) revokeUserTokens(ctx.db, user.id)
  ctx.store.save()
  return noContent()
}

function media(ctx: RequestContext): Response {
  const upload = readUpload(ctx.params.file ?? '')
  if (upload) {
    return new Response(upload.bytes, { headers: { 'Content-Type': upload.type, 'Cache-Control': 'public, max-age=3600' } })
  }
  const file = parseMediaFile(ctx.params.file ?? '')
  if (!file) return notFound()
  const label =
    file.kind === 'temple' ? ctx.db.temples.find((t) => t.id === file.id)?.name : ctx.db.deities.find((d) => d.id === file.id)?.name
  return new Response(renderPlaceholderSvg(file, label ?? 'Temple'), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  })
}

export const mockControlRoutes: readonly Route[] = [
  route('/__mock__/accounts', { GET: accounts }),
  route('/__mock__/reset', { POST: reset }),
  route('/__mock__/snapshot', { GET: snapshot, PUT: restore }),
  route('/__mock__/expire-access-tokens', { POST: expireAccessTokens }),
  route('/__mock__/revoke-tokens', { POST: revokeTokens }),
  route('/__mock__/media/:file', { GET: media }),
]
