import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react'
import { isSignInRefused, UnreachableError } from '@/shared/api/errors'
import { tokens } from '@/shared/api/tokens'
import { useT } from '@/shared/i18n'

/**
 * Lucide's refresh-cw drawn inline: this screen is part of the entry chunk, and importing an icon
 * from react-icons here pulls every icon the lazy screens share into the entry
 * (docs/decisions/082-entry-without-shared-libraries.md).
 */
function RefreshIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
      <path d="M8 16H3v5" />
    </svg>
  )
}

/** Ends the local session after the server refused it, and opens the sign-in page afresh. */
function signInAgain() {
  tokens.clear()
  window.location.assign(`${import.meta.env.BASE_URL}login`)
}

/**
 * The app-wide error boundary. A server that could not be reached (no answer, or a CORS refusal)
 * and a server that refused the sign-in get their own screens: what happened and what to do.
 */
export function ErrorFallback({ error }: { error?: unknown }) {
  const t = useT()
  if (error && import.meta.env.DEV) console.error(error)
  const refused = isSignInRefused(error)
  const [title, message, action] =
    error instanceof UnreachableError
      ? (['common.unreachable.title', 'common.unreachable.message', 'common.unreachable.action'] as const)
      : refused
        ? (['common.refused.title', 'common.refused.message', 'common.refused.action'] as const)
        : (['common.errorFallback.title', 'common.errorFallback.message', 'common.errorFallback.action'] as const)
  return (
    <Center minH="60vh" px="6" role="alert">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Heading size="2xl">{t(title)}</Heading>
        <Text color="fg.muted">{t(message)}</Text>
        <Button colorPalette="brand" onClick={refused ? signInAgain : () => window.location.reload()}>
          {!refused && <RefreshIcon />} {t(action)}
        </Button>
      </Stack>
    </Center>
  )
}
