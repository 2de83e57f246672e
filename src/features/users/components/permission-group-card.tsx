import { Button, Card, chakra, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useT } from '@/shared/i18n'
import type { PermissionGroup } from '../schemas'

/**
 * A native checkbox drawn as a switch: some seventy of them on one page, so no per-switch state
 * machine (Chakra's Switch) is needed; keyboard and screen readers get a real `role="switch"`.
 */
const SWITCH_CSS = {
  appearance: 'none',
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: 'full',
  bg: 'gray.300',
  position: 'relative',
  cursor: 'inherit',
  transition: 'background 0.15s',
  _before: {
    content: '""',
    position: 'absolute',
    top: '2px',
    left: '2px',
    width: '1rem',
    height: '1rem',
    borderRadius: 'full',
    bg: 'white',
    boxShadow: 'sm',
    transition: 'transform 0.15s',
  },
  _checked: { bg: 'brand.solid', _before: { transform: 'translateX(1rem)' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const

/** One group of permissions (a card): a switch per code with its state, and allow / restrict all. */
export function GroupCard({
  group,
  granted,
  locked,
  onToggle,
  onGroup,
}: {
  group: PermissionGroup
  granted: ReadonlySet<string>
  /** Whether the caller may change this code's switch. */
  locked: (code: string) => boolean
  onToggle: (code: string, on: boolean) => void
  onGroup: (on: boolean) => void
}) {
  const t = useT()
  const allOn = group.switches.every((s) => granted.has(s.code))
  const allLocked = group.switches.every((s) => locked(s.code))
  return (
    <Card.Root
      variant="outline"
      bg="bg"
      size="sm"
      role="group"
      aria-labelledby={`group-${group.key}-title`}
      data-testid={`group-${group.key}`}
    >
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h3" size="sm" id={`group-${group.key}-title`}>
            {group.label}
          </Heading>
          <Button size="xs" variant="ghost" colorPalette="brand" disabled={allLocked} onClick={() => onGroup(!allOn)}>
            {allOn ? t('users.permissions.restrictAll') : t('users.permissions.allowAll')}
            <VisuallyHidden> {group.label.toLocaleLowerCase()}</VisuallyHidden>
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {group.switches.map((item) => {
            const on = granted.has(item.code)
            const off = locked(item.code)
            return (
              <Flex key={item.code} justify="space-between" align="center" gap="3">
                <chakra.label
                  display="flex"
                  alignItems="center"
                  gap="2.5"
                  fontSize="sm"
                  cursor={off ? 'not-allowed' : 'pointer'}
                  opacity={off ? 0.7 : 1}
                >
                  <chakra.input
                    type="checkbox"
                    role="switch"
                    checked={on}
                    disabled={off}
                    onChange={(event) => onToggle(item.code, event.currentTarget.checked)}
                    css={SWITCH_CSS}
                  />
                  {item.label}
                  <VisuallyHidden>{item.ariaLabel.slice(item.label.length)}</VisuallyHidden>
                </chakra.label>
                <Text fontSize="xs" fontWeight="medium" color={on ? 'green.fg' : 'fg.muted'} data-testid={`state-${item.code}`}>
                  {on ? t('users.permissions.allowed') : t('users.permissions.restricted')}
                </Text>
              </Flex>
            )
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
