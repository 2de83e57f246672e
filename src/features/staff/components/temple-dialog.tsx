import { Box, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react'
import { describeError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { PageLoader } from '@/shared/ui/loaders'
import { useStaffTemple } from '../queries'
import { TempleStatusBadge } from './temple-status'

/** The full-screen dialog in which staff supervise one temple. */
export function TempleDialog({ templeId, onClose }: { templeId: number | null; onClose: () => void }) {
  const temple = useStaffTemple(templeId)
  return (
    <Dialog.Root open={templeId !== null} onOpenChange={(event) => !event.open && onClose()} size="full" lazyMount unmountOnExit scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px">
              <Dialog.Title>{temple.data?.name ?? 'Temple'}</Dialog.Title>
              {temple.data && <TempleStatusBadge temple={temple.data} />}
            </Dialog.Header>
            <Dialog.Body py="6">
              {temple.isPending ? (
                <PageLoader />
              ) : temple.isError ? (
                <FormAlert message={describeError(temple.error)} />
              ) : (
                <Stack gap="2">
                  <Heading size="md">{temple.data.name}</Heading>
                  <Text>{temple.data.email}</Text>
                  <Box>{temple.data.phone}</Box>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
