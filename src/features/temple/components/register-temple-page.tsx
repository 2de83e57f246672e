import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useMembership, useSessionState, useTemples } from '@/session/context'
import { opensNoSection } from '@/session/permissions'
import { useT } from '@/shared/i18n'
import { PageHeader, Panel } from '@/shared/ui/page'
import type { Temple } from '../schemas'
import { TempleForm } from './temple-form'

/**
 * The current temple's membership opens nothing yet (a member who just accepted an invitation):
 * which temple they joined and that one of its administrators must give them access. Shown above
 * the form, where the /dashboard order sends such a member.
 */
function JoinedWithoutAccess() {
  const t = useT()
  const { templeId } = useSessionState()
  const temples = useTemples()
  const membership = useMembership()
  const temple = temples.data?.find((item) => item.id === templeId)
  if (!temple || !opensNoSection(membership.data)) return null
  return (
    <Alert.Root status="info" mb="6" maxW="4xl" data-testid="joined-without-access">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('temple.register.joinedTitle', { name: temple.name })}</Alert.Title>
        <Alert.Description>{t('temple.register.joinedNoAccess', { name: temple.name })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

/** /register-temple: the temple form with the map; a new temple needs a location. */
export function RegisterTemplePage() {
  const t = useT()
  const [registered, setRegistered] = useState<Temple | null>(null)
  return (
    <>
      <PageHeader title={t('temple.register.title')} description={t('temple.register.description')} />
      {!registered && <JoinedWithoutAccess />}
      {registered ? (
        <Panel maxW="3xl">
          <Stack gap="4">
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('temple.register.doneTitle')}</Alert.Title>
                <Alert.Description>{t('temple.register.doneMessage')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Text color="fg.muted" fontSize="sm">
              {t('temple.register.waiting', { name: registered.name })}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild colorPalette="brand">
                <Link to="/dashboard">{t('temple.register.toDashboard')}</Link>
              </Button>
              <Button variant="outline" onClick={() => setRegistered(null)}>
                {t('temple.register.another')}
              </Button>
            </Flex>
          </Stack>
        </Panel>
      ) : (
        <Panel maxW="4xl">
          <TempleForm onRegistered={setRegistered} />
        </Panel>
      )}
    </>
  )
}
