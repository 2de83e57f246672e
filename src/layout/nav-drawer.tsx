import { Drawer, IconButton, Portal } from '@chakra-ui/react'
import { LuX } from 'react-icons/lu'
import { useT } from '@/shared/i18n'
import { Logo } from './logo'
import { SidebarNav } from './sidebar'

/** The sidebar as a drawer below the large breakpoint (loaded the first time it opens). */
export function NavDrawer({
  open,
  onOpenChange,
  width,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  width: { base: string; xl: string }
}) {
  const t = useT()
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={width}>
            <Drawer.Header>
              <Logo />
            </Drawer.Header>
            <Drawer.Body px="3">
              <SidebarNav onNavigate={() => onOpenChange(false)} switcherId="drawer-temple-switcher" />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <IconButton aria-label={t('layout.header.closeMenu')} variant="ghost" size="sm">
                <LuX />
              </IconButton>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
