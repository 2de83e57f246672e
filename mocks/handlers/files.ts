/**
 * Files the mocked backend generated (receipts, priest list, the report's PDF and XLSX):
 *
 * - GET /api/__mock__/files/{token}/{name}   the file, as an attachment
 *
 * The generate-*-link endpoints (orders.ts) render the file and answer this url; the token is the
 * key (no access token: the browser opens a download link without the API client's headers, as
 * it does a real backend's signed storage link). mocks/files/store.ts keeps the files.
 */
import { notFound } from '../helpers'
import { keptFile } from '../files/store'
import { type RequestContext, type Route, route } from '../router'

function download(ctx: RequestContext): Response {
  const file = keptFile(ctx.params.token ?? '')
  if (!file) return notFound()
  return new Response(file.bytes, {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

export const fileRoutes: readonly Route[] = [route('/__mock__/files/:token/:name', { GET: download })]
