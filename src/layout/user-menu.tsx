import { Box, Menu, Portal, Text } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { LuLogOut, LuRepeat, LuUser } from 'react-icons/lu'
import { useCurrentUser, useSession, useSessionState } from '@/session/context'
import { UserButton } from './user-button'

/** The account menu (loaded on first hover, focus or click of its button: see app-layout.tsx). */
export function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const user = useCurrentUser()
  const session = useSession()
  const { role } = useSessionState()
  const navigate = useNavigate()
  const contact = user.email || user.phone || ''
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <UserButton name={user.fullName} contact={contact} />
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
                <LuUser /> My account
              </Link>
            </Menu.Item>
            {user.isStaff && (
              <Menu.Item value="switch" asChild>
                <Link to="/user-switch">
                  <LuRepeat /> {role === 'staff' ? 'use temple' : 'use staff'}
                </Link>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item
              value="logout"
              onClick={async () => {
                await session.logout(() => navigate({ to: '/login', search: {} }))
              }}
            >
              <LuLogOut /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
