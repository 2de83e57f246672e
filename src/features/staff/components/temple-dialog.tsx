import { Card, CloseButton, Dialog, Flex, Heading, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { describeError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { PageLoader } from '@/shared/ui/loaders'
import { useStaffTemple } from '../queries'
import type { StaffTemple } from '../schemas'
import { CataloguePanel } from './catalogue-panel'
import { CompliancePanel } from './compliance-panel'
import { PluginEmbed } from './plugin-embed'
import { StaffBankPanel } from './staff-bank-panel'
import { TempleActions } from './temple-actions'
import { TempleCard } from './temple-card'
import { TempleStatusBadge } from './temple-status'
import { TempleUsers } from './temple-users'

function DialogPanel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card.Root variant="outline" gridColumn={wide ? { lg: 'span 2' } : undefined} role="region" aria-label={title}>
      <Card.Header pb="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  )
}

export interface TempleDialogProps {
  templeId: number | null
  onClose: () => void
  /** The read-only map of the temple (composed by the route from the temple area). */
  renderLocation?: (location: StaffTemple['location']) => ReactNode
}

function Panels({ temple, renderLocation }: { temple: StaffTemple; renderLocation: TempleDialogProps['renderLocation'] }) {
  const t = useT()
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <DialogPanel title={t('staff.dialog.temple')}>
        <TempleCard temple={temple} />
      </DialogPanel>
      <DialogPanel title={t('staff.dialog.plugin')}>
        <PluginEmbed templeId={temple.id} />
      </DialogPanel>
      <DialogPanel title={t('staff.dialog.location')}>
        {renderLocation ? (
          renderLocation(temple.location)
        ) : (
          <Text fontSize="sm">
            {temple.location ? `${temple.location.latitude}, ${temple.location.longitude}` : t('staff.dialog.noLocation')}
          </Text>
        )}
      </DialogPanel>
      <DialogPanel title={t('staff.dialog.bankAccount')}>
        <StaffBankPanel key={temple.id} templeId={temple.id} bankAccountUrl={temple.bankAccountUrl} />
      </DialogPanel>
      <DialogPanel title={t('staff.templeUsers.title')} wide>
        <TempleUsers templeId={temple.id} />
      </DialogPanel>
      <DialogPanel title={t('staff.dialog.compliance')}>
        <CompliancePanel key={temple.id} temple={temple} />
      </DialogPanel>
      <DialogPanel title={t('staff.dialog.offeringCategories')}>
        <CataloguePanel templeId={temple.id} kind="offering-category" />
      </DialogPanel>
      <DialogPanel title={t('staff.dialog.deities')}>
        <CataloguePanel templeId={temple.id} kind="deity" />
      </DialogPanel>
      <DialogPanel title={t('staff.dialog.offerings')}>
        <CataloguePanel templeId={temple.id} kind="offering" />
      </DialogPanel>
    </SimpleGrid>
  )
}

/** The full-screen dialog in which staff supervise one temple: actions and panels. */
export function TempleDialog({ templeId, onClose, renderLocation }: TempleDialogProps) {
  const t = useT()
  const temple = useStaffTemple(templeId)
  return (
    <Dialog.Root
      open={templeId !== null}
      onOpenChange={(event) => !event.open && onClose()}
      size="full"
      lazyMount
      unmountOnExit
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" pe="14">
              <Stack gap="3" w="full">
                <Flex align="center" gap="3" wrap="wrap">
                  <Dialog.Title>{temple.data?.name ?? t('staff.dialog.temple')}</Dialog.Title>
                  {temple.data && <TempleStatusBadge temple={temple.data} />}
                </Flex>
                {temple.data && <TempleActions temple={temple.data} onDeleted={onClose} />}
              </Stack>
            </Dialog.Header>
            <Dialog.Body py="6" bg="bg.subtle">
              {temple.isPending ? (
                <PageLoader />
              ) : temple.isError ? (
                <FormAlert message={describeError(temple.error)} />
              ) : (
                <Panels temple={temple.data} renderLocation={renderLocation} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('staff.common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
