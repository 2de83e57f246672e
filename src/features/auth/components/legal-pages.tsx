import { Card, Heading, Stack, Text } from '@chakra-ui/react'

const PAGES = {
  contact: {
    title: 'Contact Us',
    body: [
      'Questions about your temple account, offerings or payouts: support@example.org.',
      'We answer on working days, usually within one day.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      'We keep the data that temple administrators enter (temple details, offerings, donations, bank details) to run the service for that temple.',
      'Devotees’ booking data is used only to fulfil their bookings and the temple’s accounts. We do not sell personal data.',
    ],
  },
  terms: {
    title: 'Terms and Conditions',
    body: [
      'Temple administrators are responsible for the accuracy of the offerings, prices and schedules they publish.',
      'Temples are listed once our team has reviewed and approved their registration.',
    ],
  },
} as const

export function LegalPage({ page }: { page: keyof typeof PAGES }) {
  const { title, body } = PAGES[page]
  return (
    <Card.Root bg="bg" maxW="3xl" mx="auto">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {body.map((paragraph) => (
            <Text key={paragraph} color="fg.muted">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
