import { Alert, Box, Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { LuMailOpen } from 'react-icons/lu'
import { useSession, useSessionState } from '@/session/context'
import { sessionKeys } from '@/session/queries'
import { env } from '@/shared/lib/env'
import { notify } from '@/shared/ui/toaster'
import { invitationApi } from '../api'

export const INVALID_INVITATION = 'Invalid invitation link'

/**
 * /user-invitation?token=…: who is invited, with Accept and Reject. An empty lookup signs the
 * reader out and goes to sign-in; any other failure goes home.
 */
export function InvitationPage({ token }: { token: string }) {
  const navigate = useNavigate()
  const session = useSession()
  const { signedIn } = useSessionState()
  const queryClient = useQueryClient()
  const lookup = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => invitationApi.lookup(token, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  })
  const handled = useRef(false)
  const invitation = lookup.data?.email && lookup.data.accept && lookup.data.reject ? lookup.data : null

  useEffect(() => {
    if (handled.current) return
    if (lookup.isSuccess && !invitation) {
      handled.current = true
      notify.error(INVALID_INVITATION)
      const toLogin = () => navigate({ to: '/login', replace: true })
      void (signedIn ? session.logout(toLogin) : toLogin())
    } else if (lookup.isError) {
      handled.current = true
      notify.error(INVALID_INVITATION)
      void navigate({ to: '/', replace: true })
    }
  }, [lookup.isSuccess, lookup.isError, invitation, signedIn, session, navigate])

  const accept = useMutation({
    mutationFn: (url: string) => invitationApi.accept(url),
    onSuccess: async () => {
      notify.success('Invitation accepted. Sign in to open the temple.')
      // A signed-in reader who was the invitee sees the new temple in the switcher.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.temples() })
      await navigate({ to: '/login' })
    },
    onError: () => notify.error('Failed to accept, try again'),
  })
  const reject = useMutation({
    mutationFn: (url: string) => invitationApi.reject(url),
    onSuccess: async () => {
      notify.success('Invitation rejected')
      await navigate({ to: '/' })
    },
    onError: () => notify.error('Failed to reject, try again'),
  })

  const onAccept = () => {
    if (!invitation?.accept || !invitation.email) return
    if (invitation.userExists) {
      accept.mutate(invitation.accept)
    } else {
      void navigate({
        to: '/user-invitation/new-account',
        state: { invitation: { email: invitation.email, token, accept: invitation.accept } },
      })
    }
  }

  const busy = accept.isPending || reject.isPending
  return (
    <Flex justify="center">
      <Card.Root bg="bg" shadow="sm" w="full" maxW="lg">
        <Card.Body gap="5">
          <Flex gap="3" align="center">
            <Box color="brand.fg" fontSize="2xl" aria-hidden>
              <LuMailOpen />
            </Box>
            <Heading as="h1" size="xl">
              Invitation to {env.productName}
            </Heading>
          </Flex>
          {invitation ? (
            <>
              <Stack gap="2">
                <Text>
                  You have been invited to join {invitation.templeName ? <strong>{invitation.templeName}</strong> : 'a temple'} as a temple
                  moderator.
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  The invitation was sent to <strong>{invitation.email}</strong>.{' '}
                  {invitation.userExists ? 'Accept to add the temple to your account.' : 'Accept to create your account and join.'}
                </Text>
              </Stack>
              {accept.isError && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>Failed to accept, try again</Alert.Title>
                </Alert.Root>
              )}
              <Flex gap="3" justify="flex-end">
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => reject.mutate(invitation.reject ?? '')}
                  loading={reject.isPending}
                  disabled={busy}
                >
                  Reject
                </Button>
                <Button colorPalette="brand" onClick={onAccept} loading={accept.isPending} disabled={busy}>
                  Accept
                </Button>
              </Flex>
            </>
          ) : (
            <Stack gap="3" aria-busy="true" aria-label="Checking the invitation">
              <Skeleton height="5" />
              <Skeleton height="5" width="70%" />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
