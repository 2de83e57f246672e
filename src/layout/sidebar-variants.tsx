import { Box, Flex, Text } from '@chakra-ui/react'
import { useState, type MouseEvent, type ReactNode } from 'react'
import { useCurrentUser, useSessionState } from '@/session/context'
import { useT } from '@/shared/i18n'
import { Initials } from '@/shared/ui/initials'
import { Logo } from './logo'
import { SIZES, type ShellShape } from './settings/model'
import { SidebarNav } from './sidebar'

/**
 * The user block at the top of the sidebar (header-user layouts): initials and the active role.
 * The name and contact stay in the header (the spec puts them there; one copy on the page).
 */
function SidebarUser() {
  const t = useT()
  const user = useCurrentUser()
  const { role } = useSessionState()
  return (
    <Flex align="center" gap="3" px="3" pt="4" data-testid="sidebar-user">
      <Initials name={user.fullName} colorPalette="brand" flexShrink={0} />
      <Text className="nav-label" fontSize="xs" color="fg.muted" fontWeight="medium" lineClamp={1}>
        {role === 'staff' ? t('layout.sidebar.roleStaff') : t('layout.sidebar.roleAdmin')}
      </Text>
    </Flex>
  )
}

const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const

/** How a folded sidebar hides what does not fit: labels stay for screen readers, the temple switcher leaves (the header has it). */
const FOLDED = {
  '& .nav-label': SR_ONLY,
  '& .nav-switcher': { display: 'none' },
  '& nav a, & nav [aria-disabled]': { justifyContent: 'center', px: '0' },
} as const

/**
 * The mini sidebar that expands over the page on hover or keyboard focus. A click on one of its
 * links folds it again until the pointer leaves, so the page it opens is not left covered (a
 * mouse-focused link does not hold it open: only keyboard focus does).
 */
function MiniHoverSidebar({
  scheme,
  stickyTop,
  fullHeader,
  children,
}: {
  scheme: string | undefined
  stickyTop: string
  fullHeader: boolean
  children: ReactNode
}) {
  const [resting, setResting] = useState(false)
  return (
    <Box
      as="aside"
      className={scheme}
      w={SIZES.mini}
      flexShrink={0}
      position="relative"
      zIndex="docked"
      data-sidebar="mini-hover"
      onClickCapture={(event: MouseEvent) => {
        if (event.target instanceof Element && event.target.closest('a')) setResting(true)
      }}
      onPointerLeave={() => setResting(false)}
    >
      <Box
        position="sticky"
        top={stickyTop}
        h={fullHeader ? 'calc(100dvh - 4rem)' : '100dvh'}
        overflowY="auto"
        overflowX="hidden"
        w={SIZES.mini}
        bg="bg"
        color="fg"
        borderEndWidth="1px"
        px="2"
        transition="width 0.2s ease"
        data-resting={resting || undefined}
        css={{
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          '&:not(:hover):not(:has(:focus-visible)), &[data-resting]': FOLDED,
          '&:not([data-resting]):hover, &:not([data-resting]):has(:focus-visible)': { width: SIZES.sidebar.base, boxShadow: 'lg', px: '3' },
          '@media (min-width: 80em)': {
            '&:not([data-resting]):hover, &:not([data-resting]):has(:focus-visible)': { width: SIZES.sidebar.xl },
          },
        }}
      >
        {children}
      </Box>
    </Box>
  )
}

/** The sidebar at and above the large breakpoint, in its variant: full, mini, or mini that expands on hover and focus. */
export function Sidebar({ shape, showLogo }: { shape: ShellShape; showLogo: boolean }) {
  const mini = shape.sidebar === 'mini' || shape.sidebar === 'mini-hover'
  const scheme = shape.navScheme === 'inherit' ? undefined : shape.navScheme
  const stickyTop = shape.header === 'full' ? '16' : '0'
  const content = (
    <>
      {showLogo && (
        <Flex h="16" align="center" px="3" borderBottomWidth="1px" overflow="hidden" className={mini ? 'nav-logo' : undefined}>
          <Logo compact={mini} />
        </Flex>
      )}
      {shape.userInSidebar && <SidebarUser />}
      <SidebarNav switcher={!mini} />
    </>
  )
  if (shape.sidebar === 'mini-hover') {
    return (
      <MiniHoverSidebar scheme={scheme} stickyTop={stickyTop} fullHeader={shape.header === 'full'}>
        {content}
      </MiniHoverSidebar>
    )
  }
  return (
    <Box
      as="aside"
      className={scheme}
      w={mini ? SIZES.mini : SIZES.sidebar}
      flexShrink={0}
      bg="bg"
      color="fg"
      borderEndWidth="1px"
      px={mini ? '2' : '3'}
      data-sidebar={shape.sidebar}
      css={mini ? FOLDED : undefined}
    >
      <Box position="sticky" top={stickyTop}>
        {content}
      </Box>
    </Box>
  )
}
