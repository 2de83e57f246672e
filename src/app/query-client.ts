import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/shared/api/errors'

/** Never retry a 4xx (a refresh for `token_not_valid` happens inside the HTTP client). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
