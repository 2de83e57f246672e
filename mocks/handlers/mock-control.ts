/**
 * Mock-only endpoints under /api/__mock__/ (no auth): they exist only in the fake backend and
 * let the demo, browser tests and developers drive it.
 *
 * - GET  /api/__mock__/accounts              → the demo accounts [{email, password, full_name, description}]
 * - POST /api/__mock__/reset                 → 204, database back to the seed (and persisted)
 * - POST /api/__mock__/expire-access-tokens  → 204, every issued access token now gets 401
 * - GET  /api/__mock__/media/{file}.svg      → generated placeholder image for seed media refs
 */
import { expireAllAccessTokens } from '../auth'
import { json, noContent, notFound } from '../helpers'
import { parseMediaFile, renderPlaceholderSvg } from '../media'
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

function expireAccessTokens(ctx: RequestContext): Response {
  expireAllAccessTokens(ctx.store)
  return noContent()
}

function media(ctx: RequestContext): Response {
  const file = parseMediaFile(ctx.params.file ?? '')
  if (!file) return notFound()
  const label =
    file.kind === 'temple'
      ? ctx.db.temples.find((t) => t.id === file.id)?.name
      : ctx.db.deities.find((d) => d.id === file.id)?.name
  return new Response(renderPlaceholderSvg(file, label ?? 'Temple'), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  })
}

export const mockControlRoutes: readonly Route[] = [
  route('/__mock__/accounts', { GET: accounts }),
  route('/__mock__/reset', { POST: reset }),
  route('/__mock__/expire-access-tokens', { POST: expireAccessTokens }),
  route('/__mock__/media/:file', { GET: media }),
]
