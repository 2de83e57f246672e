/** How the developer tools show a call: method and status badges, who may call, a monospace block, an error line. */
import { Badge, Box, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { t as translate, useT } from '@/shared/i18n'
import { DevApiError } from '../mock-call'
import type { CatalogMethod, CatalogRoute } from '../types'

export interface Endpoint {
  route: CatalogRoute
  method: CatalogMethod
}

/** Who may call a method: public, any signed-in user, or the permission code. */
export function guardLabel(method: CatalogMethod, t = translate): string {
  if (method.auth === 'none') return t('dev-tools.guard.public')
  if (method.auth === 'user') return t('dev-tools.guard.signedIn')
  return method.permission ?? t('dev-tools.guard.templeMember')
}

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'purple', DELETE: 'red' }

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge colorPalette={METHOD_COLORS[method] ?? 'gray'} variant="solid" fontFamily="mono" minW="14" justifyContent="center">
      {method}
    </Badge>
  )
}

export function StatusBadge({ status }: { status: number }) {
  const t = useT()
  const palette = status === 0 || status >= 500 ? 'red' : status >= 400 ? 'orange' : status >= 300 ? 'gray' : 'green'
  return (
    <Badge colorPalette={palette} fontFamily="mono">
      {status === 0 ? t('dev-tools.status.networkError') : status}
    </Badge>
  )
}

/** A scrollable block of monospace text (JSON, headers, curl). */
export function Mono({ children, ...rest }: { children: ReactNode } & BoxProps) {
  return (
    <Box
      as="pre"
      fontFamily="mono"
      fontSize="xs"
      bg="bg.muted"
      p="3"
      rounded="md"
      overflow="auto"
      maxH="96"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
      {...rest}
    >
      {children}
    </Box>
  )
}

/** A readable line for a failed call to the mocked backend. */
export function devErrorMessage(error: unknown): string {
  if (error instanceof DevApiError) {
    return typeof error.body === 'object' && error.body !== null
      ? `${error.status}: ${JSON.stringify(error.body)}`
      : `${error.status}: ${String(error.body ?? error.message)}`
  }
  return error instanceof Error ? error.message : translate('dev-tools.errors.unknown')
}
