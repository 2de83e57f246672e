import { Card, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useT } from '@/shared/i18n'
import { useAreaMessages } from '@/shared/i18n/use-area-messages'
import { fetchDemoOutbox } from '../api'

/**
 * Demo only (loaded only in the mocked mode): the mocked backend sends no mail, so the reset
 * mail's link is shown here, the way the login screen lists the demo accounts.
 */
export default function DemoOutbox({ email }: { email: string }) {
  const t = useT()
  const { data, isPending } = useQuery({ queryKey: ['mock', 'outbox', email], queryFn: fetchDemoOutbox, staleTime: 0 })
  const ready = useAreaMessages('demo')
  if (isPending || !ready) return null
  const mail = data?.find((m) => m.to.toLowerCase() === email.toLowerCase() && m.link)
  const url = mail?.link ? new URL(mail.link, window.location.origin) : null
  const uid = url?.searchParams.get('uid')
  const token = url?.searchParams.get('token')
  return (
    <Card.Root variant="subtle" size="sm" data-testid="demo-outbox">
      <Card.Header>
        <Card.Title fontSize="sm">{t('demo.outbox.title')}</Card.Title>
      </Card.Header>
      <Card.Body pt="0">
        {mail && uid && token ? (
          <Text fontSize="sm">
            {t('demo.outbox.linkIntro', { email: mail.to })}{' '}
            <ChakraLink asChild color="brand.fg" wordBreak="break-all">
              <Link to="/reset-password" search={{ uid, token }}>
                {mail?.link}
              </Link>
            </ChakraLink>
          </Text>
        ) : (
          <Text fontSize="sm">{t('demo.outbox.noAccount')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  )
}
