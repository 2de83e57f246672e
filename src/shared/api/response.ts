/** Reading the API's answers: bodies, errors, an expired token. */
import { toCamel } from './case'
import { ApiError, ConflictError, SERVER_ERROR_DETAIL, statusText, UnreachableError, type ErrorBody } from './errors'

/** fetch's network failure (no answer, or a CORS refusal) as an UnreachableError. */
export function unreachable(error: unknown): never {
  throw error instanceof TypeError ? new UnreachableError(error.message) : error
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const { status } = response
  if (status >= 500) return new ApiError(status, { detail: SERVER_ERROR_DETAIL })
  const text = await response.text()
  if (status === 412) return new ConflictError(conflictBody(text), response.headers.get('ETag'))
  if (!text) return new ApiError(status, null)
  try {
    return new ApiError(status, toCamel<ErrorBody>(JSON.parse(text)))
  } catch {
    // Not JSON (a proxy's HTML page, a missing route's web page): never shown as it came.
    return new ApiError(status, { detail: statusText(status) })
  }
}

function conflictBody(text: string): ErrorBody {
  try {
    return toCamel<ErrorBody>(JSON.parse(text))
  } catch {
    return { detail: statusText(412) }
  }
}

/** An expired or revoked access token: 401, or 403 when the server lists SessionAuthentication first. */
export async function isTokenNotValid(response: Response): Promise<boolean> {
  if (response.status !== 401 && response.status !== 403) return false
  const body = await readBody(response.clone())
  return Boolean(body && typeof body === 'object' && (body as { code?: unknown }).code === 'token_not_valid')
}

export async function parsed<T>(response: Response): Promise<T> {
  const body = await readBody(response)
  return (body === undefined ? undefined : toCamel<T>(body)) as T
}
