import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader, Panel } from '@/shared/ui/page'
import type { Temple } from '../schemas'
import { TempleForm } from './temple-form'

export const REGISTERED_TITLE = 'temple registered'
export const REGISTERED_MESSAGE = 'Temple is submitted and under review. Our representative will get back to you as soon as possible.'

/** /register-temple: the temple form with the map; a new temple needs a location. */
export function RegisterTemplePage() {
  const [registered, setRegistered] = useState<Temple | null>(null)
  return (
    <>
      <PageHeader title="Register Temple" description="Tell us about your temple. Staff review every registration before it goes live." />
      {registered ? (
        <Panel maxW="3xl">
          <Stack gap="4">
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{REGISTERED_TITLE}</Alert.Title>
                <Alert.Description>{REGISTERED_MESSAGE}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Text color="fg.muted" fontSize="sm">
              {registered.name} is waiting for approval.
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild colorPalette="brand">
                <Link to="/dashboard">Go to dashboard</Link>
              </Button>
              <Button variant="outline" onClick={() => setRegistered(null)}>
                Register another temple
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
