import { Alert, Box, Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { LuMailOpen } from 'react-icons/lu'
import { useSession, useSessionState } from '@/session/context'
import { sessionKeys } from '@/session/queries'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'
import { notify } from '@/shared/ui/toaster'
import { invitationApi } from '../api'

/** A sentence with one part in bold, in any word order: the message is made with a marker where the part goes. */
function withStrong(sentence: (marker: string) => string, part: ReactNode) {
  const marker = '\u2063'
  const [before = '', after = ''] = sentence(marker).split(marker)
  return (
    <>
      {before}
      <strong>{part}</strong>
      {after}
    </>
  )
}

/**
 * /user-invitation?token=…: who is invited, with Accept and Reject. An empty lookup signs the
 * reader out and goes to sign-in; any other failure goes home.
 */
export function InvitationPage({ token }: { token: string }) {
  const t = useT()
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
      notify.error(t('users.invitation.invalid'))
      const toLogin = () => navigate({ to: '/login', replace: true })
      void (signedIn ? session.logout(toLogin) : toLogin())
    } else if (lookup.isError) {
      handled.current = true
      notify.error(t('users.invitation.invalid'))
      void navigate({ to: '/', replace: true })
    }
  }, [lookup.isSuccess, lookup.isError, invitation, signedIn, session, navigate, t])

  const accept = useMutation({
    mutationFn: (url: string) => invitationApi.accept(url),
    onSuccess: async () => {
      notify.success(t('users.invitation.accepted'))
      // A signed-in reader who was the invitee sees the new temple in the switcher.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.temples() })
      await navigate({ to: '/login', state: { signInEmail: invitation?.email } })
    },
    onError: () => notify.error(t('users.invitation.acceptFailed')),
  })
  const reject = useMutation({
    mutationFn: (url: string) => invitationApi.reject(url),
    onSuccess: async () => {
      notify.success(t('users.invitation.rejected'))
      await navigate({ to: '/' })
    },
    onError: () => notify.error(t('users.invitation.rejectFailed')),
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
              {t('users.invitation.title', { product: env.productName })}
            </Heading>
          </Flex>
          {invitation ? (
            <>
              <Stack gap="2">
                <Text>
                  {invitation.templeName
                    ? withStrong((temple) => t('users.invitation.invitedTo', { temple }), invitation.templeName)
                    : t('users.invitation.invitedToTemple')}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {withStrong((email) => t('users.invitation.sentTo', { email }), invitation.email)}{' '}
                  {invitation.userExists ? t('users.invitation.acceptExisting') : t('users.invitation.acceptNew')}
                </Text>
              </Stack>
              {accept.isError && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{t('users.invitation.acceptFailed')}</Alert.Title>
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
                  {t('users.invitation.reject')}
                </Button>
                <Button colorPalette="brand" onClick={onAccept} loading={accept.isPending} disabled={busy}>
                  {t('users.invitation.accept')}
                </Button>
              </Flex>
            </>
          ) : (
            <Stack gap="3" aria-busy="true" aria-label={t('users.invitation.checking')}>
              <Skeleton height="5" />
              <Skeleton height="5" width="70%" />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
