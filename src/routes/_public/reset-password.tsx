import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page'

/** `?uid=…&token=…` from the reset mail; anything else is dropped (hand-written: no zod in the entry chunk). */
function validateResetSearch(search: Record<string, unknown>): { uid?: string | undefined; token?: string | undefined } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && value.length < 200 ? value : undefined)
  return { uid: text(search.uid), token: text(search.token) }
}

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: validateResetSearch,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { uid, token } = Route.useSearch()
  return <ResetPasswordPage link={uid && token ? { uid, token } : null} />
}
