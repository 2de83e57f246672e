import { Alert, Code, Link, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { api } from '../api/client'
import { safeHttpUrl } from '../lib/safe-url'
import { useT } from '@/shared/i18n'
import { useAreaMessages } from '@/shared/i18n/use-area-messages'

/**
 * DEMO ONLY. The mocked backend sends no e-mail; it keeps each message in an outbox
 * (GET /api/__mock__/outbox). This notice shows the latest message of a kind to an address, so a
 * demo user can read a code or follow a link. Render it only behind the compile-time flag, so the
 * production build drops it with the mock:
 *
 *   {__MOCKED__ && <DemoMail to={email} kind="signup-code" />}   (imported from ./demo-only)
 *
 * Kinds used so far: 'invitation' (link), 'signup-code' (code).
 */
export interface DemoMailProps {
  to: string
  kind: string
  /** Bump to look again (e.g. after a resend). */
  version?: number
}

interface OutboxMail {
  id: number
  to: string
  subject: string
  body: string
  link: string | null
  code: string | null
}

async function fetchLatestMail(to: string, kind: string): Promise<OutboxMail | null> {
  const mails = await api.get<OutboxMail[]>('/__mock__/outbox', { searchParams: { to, kind }, auth: false })
  return Array.isArray(mails) ? (mails[0] ?? null) : null
}

export function DemoMail({ to, kind, version = 0 }: DemoMailProps) {
  const { data } = useQuery({
    queryKey: ['mock', 'outbox', to.toLowerCase(), kind, version],
    queryFn: () => fetchLatestMail(to, kind),
    enabled: __MOCKED__ && to !== '',
    staleTime: Infinity,
  })
  const t = useT()
  const ready = useAreaMessages('demo')
  if (!__MOCKED__ || !data || !ready) return null
  // Links in the outbox point at this app; anything else is not followed.
  const link = safeHttpUrl(data.link, [globalThis.location?.origin ?? ''])
  return (
    <Alert.Root status="info" variant="surface" data-testid="demo-mail">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('demo.mail.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="1" mt="1">
            <Text>
              {t('demo.mail.messageTo')} <strong>{data.to}</strong>: {data.subject}
            </Text>
            {data.code && (
              <Text>
                {t('demo.mail.code')} <Code data-testid="demo-mail-code">{data.code}</Code>
              </Text>
            )}
            {link && (
              <Link href={link.href} color="brand.fg" data-testid="demo-mail-link" wordBreak="break-all">
                {link.href}
              </Link>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
