import { Grid, GridItem, Stack } from '@chakra-ui/react'
import { useT } from '@/shared/i18n'
import { PageHeader } from '@/shared/ui/page'
import { BankApprovals } from './bank-approvals'
import { CreateUserCard } from './create-user-card'
import { TempleApprovals } from './temple-approvals'
import { TempleDialog, type TempleDialogProps } from './temple-dialog'
import { TempleSearch } from './temple-search'

interface StaffDashboardPageProps {
  /** The temple open in the dialog (kept in the URL, `?temple=ID`). */
  templeId: number | null
  onOpenTemple: (id: number) => void
  onCloseTemple: () => void
  renderLocation?: TempleDialogProps['renderLocation']
}

/** The staff home: temple search, Create User, and the two approval tables. */
export function StaffDashboardPage({ templeId, onOpenTemple, onCloseTemple, renderLocation }: StaffDashboardPageProps) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('staff.dashboard.title')} description={t('staff.dashboard.description')} />
      <Stack gap="6">
        <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" alignItems="stretch">
          <GridItem minW="0">
            <TempleSearch onOpen={(temple) => onOpenTemple(temple.id)} />
          </GridItem>
          <GridItem minW="0">
            <CreateUserCard />
          </GridItem>
        </Grid>
        <TempleApprovals onOpen={(temple) => onOpenTemple(temple.id)} />
        <BankApprovals />
      </Stack>
      <TempleDialog templeId={templeId} onClose={onCloseTemple} renderLocation={renderLocation} />
    </>
  )
}
