import { Card, Code, Table, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useT } from '@/shared/i18n'
import { useAreaMessages } from '@/shared/i18n/use-area-messages'
import { fetchDemoAccounts } from '../api'

/**
 * Demo only (the login page loads it only in the mocked mode): the demo accounts, served by the
 * mocked backend; a click fills the form.
 */
export default function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { data } = useQuery({ queryKey: ['mock', 'demo-accounts'], queryFn: fetchDemoAccounts, staleTime: Infinity })
  const t = useT()
  const ready = useAreaMessages('demo')
  if (!ready || !data?.length) return null
  return (
    <Card.Root variant="subtle" size="sm" data-testid="demo-accounts">
      <Card.Header>
        <Card.Title fontSize="sm">{t('demo.accounts.title')}</Card.Title>
        <Card.Description>{t('demo.accounts.description')}</Card.Description>
      </Card.Header>
      <Card.Body pt="0">
        <Table.Root size="sm" variant="line">
          <Table.Body>
            {data.map((account) => (
              <Table.Row
                key={account.email}
                cursor="pointer"
                onClick={() => onPick(account.email, account.password)}
                _hover={{ bg: 'bg.muted' }}
              >
                <Table.Cell>
                  <Code size="sm">{account.email}</Code>
                  <Text fontSize="xs" color="fg.muted" mt="1">
                    {account.description}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Code size="sm">{account.password}</Code>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  )
}
