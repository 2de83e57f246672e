import { lazy, Suspense, useState } from 'react'
import { useCurrentUser } from '@/session/context'
import { NoticeBell } from './notifications/bell'
import { UserButton } from './user-button'

/*
 * The header's two menus, each a button that paints at once and a popover that loads the first time
 * it is approached (decision 128).
 */

const loadUserMenu = () => import('./user-menu')
const LoadedUserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })))
const loadNotifications = () => import('./notifications/notifications')
const Notifications = lazy(loadNotifications)

/**
 * The account menu's button paints at once; the menu itself (a state machine and a positioner)
 * loads on the first hover, focus or click, and opens if it was clicked.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const user = useCurrentUser()
  const [wanted, setWanted] = useState<'no' | 'open'>('no')
  const contact = user.email || user.phone || ''
  if (wanted !== 'no') {
    return (
      <Suspense fallback={<UserButton name={user.fullName} contact={contact} compact={compact} aria-busy />}>
        <LoadedUserMenu defaultOpen={wanted === 'open'} compact={compact} />
      </Suspense>
    )
  }
  return (
    <UserButton
      name={user.fullName}
      contact={contact}
      compact={compact}
      aria-haspopup="menu"
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setWanted('open')}
    />
  )
}

/**
 * The bell and its count paint at once; the popover (its state machine, positioner and portal)
 * loads on the first hover or focus of the bell, and opens if the bell was clicked.
 */
export function NotificationsSlot() {
  const [wanted, setWanted] = useState<'no' | 'open'>('no')
  if (wanted !== 'no') {
    return (
      <Suspense fallback={<NoticeBell />}>
        <Notifications defaultOpen />
      </Suspense>
    )
  }
  return (
    <NoticeBell
      onPointerEnter={() => void loadNotifications()}
      onFocus={() => void loadNotifications()}
      onClick={() => setWanted('open')}
    />
  )
}
