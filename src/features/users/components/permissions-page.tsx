import { Alert, Badge, Box, Button, Card, Flex, Heading, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { LuArrowLeft } from 'react-icons/lu'
import { useCurrentUser, useMembership, useTempleId } from '@/session/context'
import { describeError, isConflictError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useT } from '@/shared/i18n'
import { PageHeader } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { useUpdateMember } from '../mutations'
import { memberQuery, permissionCatalogueQuery, useMembers } from '../queries'
import { allCodes, groupPermissions, permissionsPayload, type MemberRole, type PermissionsDraft } from '../schemas'
import { GroupCard } from './permission-group-card'
import { draftOf, usePermissionsVersion } from './permissions-conflict'

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
  // The member's version when the page opened it (decision 197): sent with the save.
  const versioned = usePermissionsVersion(userId, groups, every)

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
      { userId: member.user.id, changes: payload, version: versioned.version() },
      {
        onSuccess: (saved) => {
          const next = draftOf(saved)
          setBaseline(next)
          setDraft(next)
          versioned.saved()
          notify.success(t('users.permissions.saved'))
        },
        onError: (error) => {
          // Saved elsewhere since the page opened: both versions, then the page rebases on the stored member.
          const shown = versioned.onError(error, baseline, draft, (merged, stored) => {
            setBaseline(stored)
            setDraft(merged)
          })
          if (!shown) notify.error(describeError(error))
        },
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
        {update.isError && !isConflictError(update.error) && <FormAlert message={describeError(update.error)} />}
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
      {versioned.dialog}
    </>
  )
}
