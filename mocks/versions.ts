/**
 * Record versions (docs/backend.md, "Record versions"): a detail answer carries an `ETag`, a
 * hash of the record as serialized; a PATCH or PUT that sends `If-Match` with another
 * version is refused with 412 and the record as it now is, so nothing is overwritten silently.
 * A write without `If-Match` is accepted (older clients, docs/decisions/197).
 */
import { cyrb53 } from './hash'
import { json } from './helpers'

export const PRECONDITION_FAILED = 'This record was changed by someone else since you opened it.'

/** The version of a serialized record. */
export function etagOf(body: unknown): string {
  return `"${cyrb53(JSON.stringify(body)).toString(36)}"`
}

/**
 * 200 with the serialized record and its version; `tagged` is what the version covers when it is
 * more than the body (an offering's add-on fields and fee split, decision 217).
 */
export function versioned(body: unknown, init: ResponseInit = {}, tagged: unknown = body): Response {
  const headers = new Headers(init.headers)
  headers.set('ETag', etagOf(tagged))
  return json(body, { ...init, headers })
}

/**
 * The 412 to answer when the request's `If-Match` names another version than `current` (the
 * record serialized as it is now); null when the write may go on (no `If-Match`, `*`, or a match).
 */
export function preconditionFailed(request: Request, current: unknown, tagged: unknown = current): Response | null {
  const wanted = request.headers.get('If-Match')
  if (wanted === null || wanted.trim() === '*') return null
  const version = etagOf(tagged)
  const tags = wanted.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  if (tags.includes(version)) return null
  return json({ detail: PRECONDITION_FAILED, code: 'precondition_failed', current }, { status: 412, headers: { ETag: version } })
}
