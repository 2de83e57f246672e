import { Box, Menu, Portal, Text } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { LuLogOut, LuRepeat, LuUser } from 'react-icons/lu'
import { useCurrentUser, useSessionState } from '@/session/context'
import { useT } from '@/shared/i18n'
import { UserButton } from './user-button'

/** The account menu (loaded on first hover, focus or click of its button: see app-layout.tsx). */
export function UserMenu({ defaultOpen = false, compact = false }: { defaultOpen?: boolean; compact?: boolean }) {
  const t = useT()
  const user = useCurrentUser()
  const { role } = useSessionState()
  const navigate = useNavigate()
  const contact = user.email || user.phone || ''
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <UserButton name={user.fullName} contact={contact} compact={compact} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2" display={{ md: 'none' }}>
              <Text fontSize="sm" fontWeight="semibold">
                {user.fullName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {contact}
              </Text>
            </Box>
            <Menu.Item value="account" asChild>
              <Link to="/account">
                <LuUser /> {t('layout.userMenu.account')}
              </Link>
            </Menu.Item>
            {user.isStaff && (
              <Menu.Item value="switch" asChild>
                {/* Never preloaded: the switch must happen on the click only. */}
                <Link to="/user-switch" preload={false}>
                  <LuRepeat /> {role === 'staff' ? t('layout.userMenu.useTemple') : t('layout.userMenu.useStaff')}
                </Link>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item
              value="logout"
              // Through /logout, so a dirty form asks first and is gone before the session is cleared.
              onClick={() => void navigate({ to: '/logout' })}
            >
              <LuLogOut /> {t('layout.userMenu.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
