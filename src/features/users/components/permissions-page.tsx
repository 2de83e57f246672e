import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  chakra,
  Flex,
  Heading,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { LuArrowLeft } from 'react-icons/lu'
import { useCurrentUser, useMembership, useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useT } from '@/shared/i18n'
import { PageHeader } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { useUpdateMember } from '../mutations'
import { memberQuery, permissionCatalogueQuery, useMembers } from '../queries'
import {
  allCodes,
  groupPermissions,
  permissionsPayload,
  type Member,
  type MemberRole,
  type PermissionGroup,
  type PermissionsDraft,
} from '../schemas'

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

function draftOf(member: Member): PermissionsDraft {
  return { role: member.role, permissions: member.role === 'admin' ? [] : [...member.permissions] }
}

function GroupCard({
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

export function PermissionsPage({ userId }: { userId: number }) {
  const t = useT()
  const templeId = useTempleId()
  const me = useCurrentUser()
  const { data: myMembership } = useMembership()
  const member = useSuspenseQuery(memberQuery(templeId, userId)).data
  const catalogue = useSuspenseQuery(permissionCatalogueQuery(templeId)).data
  // The admin count decides the last-admin lock; the first page of the list holds every admin of a normal temple.
  const members = useMembers(templeId)
  // Grouped again when the language changes (`t` changes with it): the labels are in that language.
  const groups = useMemo(() => groupPermissions(catalogue, t), [catalogue, t])
  const every = useMemo(() => allCodes(groups), [groups])
  const update = useUpdateMember(templeId, me.id)

  const [baseline, setBaseline] = useState<PermissionsDraft>(() => draftOf(member))
  const [draft, setDraft] = useState<PermissionsDraft>(() => draftOf(member))
  const effective = draft.role === 'admin' ? every : draft.permissions
  const baselineEffective = baseline.role === 'admin' ? every : baseline.permissions
  const payload = permissionsPayload({ ...baseline, permissions: baselineEffective }, { ...draft, permissions: effective })
  const dirty = payload !== null
  const { prompt } = useUnsavedChanges(dirty)

  const isSelf = member.user.id === me.id
  const adminCount = members.data?.filter((m) => m.role === 'admin').length
  const isLastAdmin = baseline.role === 'admin' && adminCount === 1
  const callerIsAdmin = myMembership?.role === 'admin'
  const roleNote =
    baseline.role === 'admin' && isLastAdmin
      ? t('users.permissions.lastAdmin')
      : baseline.role === 'admin' && isSelf
        ? t('users.permissions.ownRole')
        : null
  const roleLocked = roleNote !== null || !callerIsAdmin
  const granted = new Set(effective)
  const locked = draft.role === 'admin'
  // The server refuses changing one's own permissions, and a non-administrator granting a code they
  // do not hold: such switches are not offered (what the member already holds may be taken away).
  const held = new Set(myMembership?.permissions ?? [])
  const baselineHeld = new Set(baselineEffective)
  const grantable = (code: string) => callerIsAdmin || held.has(code) || baselineHeld.has(code)
  const switchLocked = (code: string) => locked || isSelf || !grantable(code)
  const permissionsNote = isSelf
    ? t('users.permissions.ownPermissions')
    : !locked && every.some((code) => !grantable(code))
      ? t('users.permissions.notHeld')
      : null

  const setRole = (role: MemberRole) =>
    setDraft((current) => ({
      role,
      // Leaving Admin starts from every permission, so the administrator restricts on purpose.
      permissions: role === 'admin' ? [] : current.role === 'admin' ? [...every] : current.permissions,
    }))
  const toggle = (codes: readonly string[], on: boolean) =>
    setDraft((current) => {
      const next = new Set(current.permissions)
      for (const code of codes) {
        if (switchLocked(code)) continue
        if (on) next.add(code)
        else next.delete(code)
      }
      return { ...current, permissions: every.filter((code) => next.has(code)) }
    })

  const save = () => {
    if (!payload) return
    update.mutate(
      { userId: member.user.id, changes: payload },
      {
        onSuccess: (saved) => {
          const next = draftOf(saved)
          setBaseline(next)
          setDraft(next)
          notify.success(t('users.permissions.saved'))
        },
        onError: (error) => notify.error(describeError(error)),
      },
    )
  }

  const name = member.user.fullName || member.user.email
  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2" px="2">
        <Link to="/dashboard/manage-users">
          <LuArrowLeft /> {t('users.permissions.back')}
        </Link>
      </Button>
      <PageHeader
        title={t('users.permissions.title', { name })}
        description={
          <>
            {member.user.email}
            {member.user.phone ? (
              <>
                {' · '}
                <bdi dir="ltr">{member.user.phone}</bdi>
              </>
            ) : null}
            {isSelf && (
              <Badge ms="2" colorPalette="brand" variant="solid" size="sm">
                {t('users.you')}
              </Badge>
            )}
          </>
        }
        actions={
          <>
            <Button variant="outline" disabled={!dirty || update.isPending} onClick={() => setDraft(baseline)}>
              {t('users.permissions.discard')}
            </Button>
            <Button
              colorPalette="brand"
              disabled={!dirty}
              loading={update.isPending}
              loadingText={t('users.permissions.saving')}
              onClick={save}
            >
              {t('users.permissions.save')}
            </Button>
          </>
        }
      />
      <Stack gap="5">
        {update.isError && <FormAlert message={describeError(update.error)} />}
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="sm" id="role-heading">
                {t('users.fields.role')}
              </Heading>
              <RadioGroup.Root
                value={draft.role}
                onValueChange={(event) => setRole(event.value === 'admin' ? 'admin' : 'staff')}
                aria-labelledby="role-heading"
                disabled={roleLocked}
                colorPalette="brand"
              >
                <Flex gap="6" wrap="wrap">
                  <RadioGroup.Item value="staff">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t('users.roles.staff')}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <RadioGroup.Item value="admin">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t('users.roles.admin')}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                </Flex>
              </RadioGroup.Root>
              {roleNote && (
                <Text fontSize="sm" color="fg.muted" data-testid="role-note">
                  {roleNote}
                </Text>
              )}
              {!roleNote && !callerIsAdmin && (
                <Text fontSize="sm" color="fg.muted">
                  {t('users.permissions.onlyAdminChangesRoles')}
                </Text>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
        {locked && (
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{t('users.permissions.adminHasAll')}</Alert.Title>
          </Alert.Root>
        )}
        {permissionsNote && (
          <Alert.Root status="info" variant="subtle" data-testid="permissions-note">
            <Alert.Indicator />
            <Alert.Title>{permissionsNote}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {groups.map((group) => (
              <GroupCard
                key={group.key}
                group={group}
                granted={granted}
                locked={switchLocked}
                onToggle={(code, on) => toggle([code], on)}
                onGroup={(on) =>
                  toggle(
                    group.switches.map((s) => s.code),
                    on,
                  )
                }
              />
            ))}
          </SimpleGrid>
        </Box>
      </Stack>
      {prompt}
    </>
  )
}
