import { Card, Heading, Stack, Text } from '@chakra-ui/react'
import { msg, useT } from '@/shared/i18n'

const PAGES = {
  contact: {
    title: msg('auth.legal.contact.title'),
    body: [msg('auth.legal.contact.questions'), msg('auth.legal.contact.hours')],
  },
  privacy: {
    title: msg('auth.legal.privacy.title'),
    body: [msg('auth.legal.privacy.data'), msg('auth.legal.privacy.bookings')],
  },
  terms: {
    title: msg('auth.legal.terms.title'),
    body: [msg('auth.legal.terms.accuracy'), msg('auth.legal.terms.review')],
  },
} as const

export function LegalPage({ page }: { page: keyof typeof PAGES }) {
  const t = useT()
  const { title, body } = PAGES[page]
  return (
    <Card.Root bg="bg" maxW="3xl" mx="auto">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h1" size="xl">
            {t(title)}
          </Heading>
          {body.map((paragraph) => (
            <Text key={paragraph} color="fg.muted">
              {t(paragraph)}
            </Text>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
