import { notFound } from '@tanstack/react-router'
import { isApiError } from '@/shared/api/errors'

/** `$id` params as numbers (anything that is not a positive integer is sent to /404 by `loadItem`). */
export const idParams = {
  parse: ({ id }: { id: string }) => ({ id: Number(id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

/**
 * The edit and detail pages' loader: loads the item with the id from the URL, and shows the /404
 * page for an id that is not a positive integer or that the API answers 404 for. Any other failure
 * goes to the route's error boundary.
 *
 * ```ts
 * loader: ({ context: { queryClient, templeId }, params }) =>
 *   loadItem(params.id, (id) => queryClient.ensureQueryData(deityQuery(templeId, id))),
 * ```
 */
export async function loadItem<T>(id: number, load: (id: number) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound()
  try {
    return await load(id)
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
    throw error
  }
}
