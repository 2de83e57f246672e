import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { LuPencil, LuUserPlus, LuUsers } from 'react-icons/lu'
import { useCan, useCurrentUser, useMembership, useTempleId } from '@/session/context'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import { DemoMail } from '@/shared/ui/demo-only'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { useT } from '@/shared/i18n'
import { actionsColumn, RowActions } from '@/shared/ui/row-actions'
import { useDeleteMember } from '../mutations'
import { useMembers } from '../queries'
import { hasNoAccess } from '../members'
import type { Member } from '../schemas'
import { InviteDialog } from './invite-dialog'

/** "No access yet", a link to the member's permissions page for those who may change them. */
function NoAccessYet({ member, link }: { member: Member; link: boolean }) {
  const t = useT()
  if (!link)
    return (
      <Badge colorPalette="orange" variant="subtle" size="sm">
        {t('users.list.noAccess')}
      </Badge>
    )
  return (
    <Badge asChild colorPalette="orange" variant="subtle" size="sm" _hover={{ textDecoration: 'underline' }}>
      <Link
        to="/dashboard/manage-users/$id"
        params={{ id: member.user.id }}
        title={t('users.list.giveAccess', { name: member.user.fullName || member.user.email })}
      >
        {t('users.list.noAccess')}
      </Link>
    </Badge>
  )
}

export function ManageUsersPage() {
  const t = useT()
  const templeId = useTempleId()
  const me = useCurrentUser()
  const { data: myMembership } = useMembership()
  const can = useCan()
  const list = useMembers(templeId)
  const remove = useDeleteMember(templeId)
  const [inviting, setInviting] = useState(false)
  const [invited, setInvited] = useState<{ email: string; count: number } | null>(null)
  const canAdd = can('add', 'users')
  const canChange = can('change', 'users')
  const canDelete = can('delete', 'users')
  const iAmAdmin = myMembership?.role === 'admin'
  const adminCount = list.data?.filter((m) => m.role === 'admin').length ?? 0

  const confirm = useDeleteConfirm<Member>({
    remove: remove.mutateAsync,
    name: (row) => row.user.fullName || row.user.email,
    warning: t('users.list.deleteWarning'),
    deleted: (row) => t('users.list.deleted', { name: row.user.fullName || row.user.email }),
  })

  /** Self and the last administrator are never removable; staff never remove administrators. */
  const removable = (row: Member) => canDelete && row.user.id !== me.id && !(row.role === 'admin' && (adminCount <= 1 || !iAmAdmin))
  /** Staff never edit an administrator (the server refuses too). */
  const editable = (row: Member) => canChange && (row.role !== 'admin' || iAmAdmin)

  const columns: Column<Member>[] = [
    { key: 'id', header: t('users.list.userId'), width: '6rem', cell: (row) => row.user.id },
    {
      key: 'name',
      header: t('users.list.name'),
      cell: (row) => (
        <Flex gap="2" align="center" wrap="wrap">
          <Text as="span">{row.user.fullName || '—'}</Text>
          {row.user.id === me.id && (
            <Badge colorPalette="brand" variant="solid" size="sm">
              {t('users.you')}
            </Badge>
          )}
          {hasNoAccess(row) && <NoAccessYet member={row} link={editable(row)} />}
        </Flex>
      ),
    },
    { key: 'email', header: t('users.fields.email'), cell: (row) => row.user.email },
    { key: 'phone', header: t('users.list.phone'), cell: (row) => (row.user.phone ? <bdi dir="ltr">{row.user.phone}</bdi> : '—') },
    {
      key: 'role',
      header: t('users.fields.role'),
      width: '7rem',
      cell: (row) =>
        row.role === 'admin' ? (
          <Badge colorPalette="purple" variant="subtle">
            {t('users.roles.admin')}
          </Badge>
        ) : (
          <Badge variant="subtle">{t('users.roles.staff')}</Badge>
        ),
    },
  ]
  if (canChange || canDelete) {
    columns.push(
      actionsColumn((row) => {
        const label = row.user.fullName || row.user.email
        return (
          <RowActions
            label={label}
            edit={
              editable(row) ? (
                <Link to="/dashboard/manage-users/$id" params={{ id: row.user.id }}>
                  <LuPencil />
                </Link>
              ) : null
            }
            onDelete={removable(row) ? () => confirm.ask(row) : undefined}
          />
        )
      }),
    )
  }

  const inviteButton = canAdd ? (
    <Button colorPalette="brand" onClick={() => setInviting(true)}>
      <LuUserPlus /> {t('users.list.invite')}
    </Button>
  ) : null

  return (
    <>
      <ListView
        title={t('users.list.title')}
        description={t('users.list.description')}
        actions={inviteButton}
        filters={
          __MOCKED__ && invited ? (
            <Box mb="4">
              <DemoMail to={invited.email} kind="invitation" version={invited.count} />
            </Box>
          ) : null
        }
        query={list}
        columns={columns}
        caption={t('users.list.caption')}
        rowKey={(row) => row.user.id}
        empty={{
          icon: <LuUsers />,
          title: t('users.list.emptyTitle'),
          description: t('users.list.emptyDescription'),
          action: inviteButton,
        }}
      />
      <InviteDialog
        open={inviting}
        canInviteAdmin={iAmAdmin}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false)
          setInvited((previous) => ({ email, count: (previous?.count ?? 0) + 1 }))
        }}
      />
      {confirm.dialog}
    </>
  )
}
