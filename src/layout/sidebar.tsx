import { Box, chakra, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useCan, useSessionState, useTemples } from '@/session/context'
import { useT } from '@/shared/i18n'
import { NAV_ITEMS, type NavItem } from './nav-items'

function NavLink({ item, enabled, onNavigate }: { item: NavItem; enabled: boolean; onNavigate?: () => void }) {
  const t = useT()
  const label = t(item.label)
  const Icon = item.icon
  const body = (
    <>
      <Icon aria-hidden style={{ flexShrink: 0 }} />
      {/* `nav-label`: a folded (mini) sidebar hides it visually; the link keeps it as its name. */}
      <Text as="span" className="nav-label" whiteSpace="nowrap">
        {label}
      </Text>
    </>
  )
  const style = {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    borderRadius: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
  } as const
  if (!enabled) {
    return (
      <Box
        {...style}
        color="fg.subtle"
        cursor="not-allowed"
        aria-disabled="true"
        title={t('layout.sidebar.noPermission')}
        data-testid={`nav-${item.to}`}
      >
        {body}
      </Box>
    )
  }
  return (
    <Box
      asChild
      {...style}
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      css={{ '&[data-status=active]': { bg: 'brand.subtle', color: 'brand.fg' } }}
    >
      <Link to={item.to} onClick={onNavigate} data-testid={`nav-${item.to}`} title={label}>
        {body}
      </Link>
    </Box>
  )
}

export function TempleSwitcher({ id = 'temple-switcher', inline = false }: { id?: string; inline?: boolean }) {
  const t = useT()
  const { templeId } = useSessionState()
  const { data: temples = [] } = useTemples()
  const navigate = useNavigate()
  if (!temples.length) return null
  return (
    <Stack
      gap="1"
      px={inline ? '0' : '3'}
      direction={inline ? 'row' : 'column'}
      align={inline ? 'center' : 'stretch'}
      className={inline ? undefined : 'nav-switcher'}
    >
      <chakra.label htmlFor={id} fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {t('layout.sidebar.temple')}
      </chakra.label>
      <NativeSelect.Root size="sm" maxW={inline ? '56' : undefined}>
        <NativeSelect.Field
          id={id}
          value={templeId ?? ''}
          onChange={(event) => {
            // The switch happens in `/` once the navigation is allowed (an unsaved form may keep the user here).
            void navigate({ to: '/', search: { temple: Number(event.currentTarget.value) } })
          }}
        >
          {temples.map((temple) => (
            // `dir="auto"`: a Latin name in a right-to-left page starts at its first letter (it is cut at its end).
            <option key={temple.id} value={temple.id} dir="auto">
              {temple.approvalStatus === 'pending' ? t('layout.sidebar.templePending', { name: temple.name }) : temple.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  )
}

/**
 * The main navigation. `horizontal` lays it out as a bar (horizontal layouts); `switcher` false
 * leaves the temple switcher out (the header shows it when the sidebar is folded or absent).
 * The bar is one row that scrolls sideways when the items do not fit (at 1366 px they do not),
 * with the current section scrolled into view.
 */
export function SidebarNav({
  onNavigate,
  horizontal = false,
  switcher = true,
  switcherId,
}: {
  onNavigate?: () => void
  horizontal?: boolean
  switcher?: boolean
  switcherId?: string
}) {
  const t = useT()
  const { role, templeId } = useSessionState()
  const can = useCan()
  const items = NAV_ITEMS.filter((item) => role && item.roles.includes(role))
  const manage = items.filter((item) => item.manage)
  const other = items.filter((item) => !item.manage)
  const bar = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    if (horizontal) bar.current?.querySelector('[data-status=active]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [horizontal, pathname])
  return (
    <Flex
      ref={bar}
      as="nav"
      aria-label={t('layout.sidebar.main')}
      direction={horizontal ? 'row' : 'column'}
      gap={horizontal ? '1' : '5'}
      py={horizontal ? '1' : '4'}
      overflowX={horizontal ? 'auto' : undefined}
      css={horizontal ? { scrollbarWidth: 'thin' } : undefined}
    >
      {role === 'user' && switcher && <TempleSwitcher id={switcherId} />}
      {templeId !== null && manage.length > 0 && (
        <Stack gap="1" role="group" aria-labelledby="nav-manage" direction={horizontal ? 'row' : 'column'} flexShrink={0}>
          <Text
            id="nav-manage"
            className="nav-label"
            srOnly={horizontal}
            px="3"
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            {t('layout.sidebar.manage')}
          </Text>
          {manage.map((item) => (
            <NavLink key={item.to} item={item} enabled={!item.area || can('view', item.area)} onNavigate={onNavigate} />
          ))}
        </Stack>
      )}
      {other.length > 0 && (
        <Stack gap="1" direction={horizontal ? 'row' : 'column'} flexShrink={0}>
          {other.map((item) => (
            <NavLink key={item.to} item={item} enabled onNavigate={onNavigate} />
          ))}
        </Stack>
      )}
    </Flex>
  )
}
