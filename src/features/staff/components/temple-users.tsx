import { Box, Button, Flex, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { Controller } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LuTrash2 } from 'react-icons/lu'
import { describeError } from '@/shared/api/errors'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useT } from '@/shared/i18n'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { Form } from '@/shared/ui/form'
import { notify } from '@/shared/ui/toaster'
import { useAddTempleAdmin, useChangeAdminRole, useRemoveTempleAdmin } from '../mutations'
import { useTempleAdmins, useUserSearch } from '../queries'
import {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  addAdminDefaults,
  addAdminSchema,
  type AddAdminValues,
  type AdminRole,
  type TempleAdmin,
  type UserBrief,
} from '../schemas'
import { ResponsiveRows, type PagedColumn } from './paged-table'

const USER_SEARCH_DEBOUNCE_MS = 300

function userLabel(user: UserBrief): string {
  return `${user.fullName} (${user.email}${user.phone ? `, ${user.phone}` : ''})`
}

/** Finds a user by e-mail or phone (debounced; a changed text aborts the request in flight). */
function UserPicker({
  value,
  onChange,
  invalid,
}: {
  value: UserBrief | null
  onChange: (user: UserBrief | null) => void
  invalid: boolean
}) {
  const t = useT()
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), USER_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const users = useUserSearch(search)
  if (value) {
    return (
      <Flex w="full" align="center" gap="2" borderWidth="1px" borderRadius="md" px="3" py="1.5" data-testid="picked-user">
        <Text flex="1" fontSize="sm">
          {userLabel(value)}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
          {t('staff.templeUsers.change')}
        </Button>
      </Flex>
    )
  }
  const ready = search.trim().length >= 2 && search === text
  return (
    <Stack gap="1" w="full">
      <Input
        aria-label={t('staff.templeUsers.findLabel')}
        aria-invalid={invalid || undefined}
        placeholder={t('staff.templeUsers.findPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {ready && (
        <Box borderWidth="1px" borderRadius="md" maxH="48" overflowY="auto" role="listbox" aria-label={t('staff.templeUsers.found')}>
          {users.isFetching && !users.data ? (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              {t('staff.common.searching')}
            </Text>
          ) : users.data?.length ? (
            users.data.map((user) => (
              <Box key={user.id} asChild display="block" w="full" textAlign="start" px="3" py="2" fontSize="sm" _hover={{ bg: 'bg.muted' }}>
                {/* A plain button inside the add form: choosing a user must not submit it. */}
                <button type="button" role="option" aria-selected={false} onClick={() => onChange(user)}>
                  {userLabel(user)}
                </button>
              </Box>
            ))
          ) : (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              {t('staff.templeUsers.noneFound')}
            </Text>
          )}
        </Box>
      )}
    </Stack>
  )
}

function RoleSelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: AdminRole
  onChange: (role: AdminRole) => void
  label: string
  disabled?: boolean
}) {
  const t = useT()
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value as AdminRole)}>
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(ADMIN_ROLE_LABELS[role])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/** The temple's admin links: add a user found by e-mail or phone, change role, remove. */
export function TempleUsers({ templeId }: { templeId: number }) {
  const t = useT()
  const admins = useTempleAdmins(templeId)
  const add = useAddTempleAdmin(templeId)
  const changeRole = useChangeAdminRole(templeId)
  const remove = useRemoveTempleAdmin(templeId)
  const [alert, setAlert] = useState<string | null>(null)
  const [removing, setRemoving] = useState<TempleAdmin | null>(null)
  // A new picker (empty text) after each added user.
  const [pickerKey, setPickerKey] = useState(0)
  const form = useAppForm<AddAdminValues>({ resolver: zodResolver(addAdminSchema), defaultValues: addAdminDefaults })

  const submit = useFormSubmit(form, {
    submit: (values) => {
      setAlert(null)
      return add.mutateAsync({ user: (values.user as UserBrief).id, role: values.role })
    },
    successToast: () => t('staff.templeUsers.added'),
    onSuccess: () => {
      form.reset(addAdminDefaults)
      setPickerKey((key) => key + 1)
    },
    fields: ['user', 'role'],
  })

  const columns: PagedColumn<TempleAdmin>[] = [
    { key: 'name', header: t('staff.templeUsers.name'), cell: (admin) => admin.user.fullName },
    { key: 'email', header: t('staff.templeUsers.email'), cell: (admin) => admin.user.email },
    { key: 'phone', header: t('staff.templeUsers.phone'), cell: (admin) => <bdi dir="ltr">{admin.user.phone ?? ''}</bdi> },
    {
      key: 'role',
      header: t('staff.templeUsers.role'),
      width: '9rem',
      cell: (admin) => (
        <RoleSelect
          label={t('staff.templeUsers.roleOf', { name: admin.user.fullName })}
          value={admin.role}
          disabled={changeRole.isPending}
          onChange={(role) => {
            setAlert(null)
            submit.setAlert(null)
            changeRole.mutate(
              { admin, role },
              {
                onSuccess: () => notify.success(t('staff.templeUsers.roleChanged')),
                onError: (error) => setAlert(describeError(error)),
              },
            )
          }}
        />
      ),
    },
    {
      key: 'remove',
      header: t('staff.templeUsers.remove'),
      actions: true,
      cell: (admin) => (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t('staff.templeUsers.removeLabel', { name: admin.user.fullName })}
          onClick={() => setRemoving(admin)}
        >
          <LuTrash2 />
        </IconButton>
      ),
    },
  ]

  return (
    <Stack gap="4">
      {/* One alert for the add form and the row actions (role change, removal). */}
      <FormAlert message={alert ?? submit.alert} />
      {admins.isPending ? (
        <Text fontSize="sm" color="fg.muted">
          {t('staff.common.loading')}
        </Text>
      ) : admins.isError ? (
        <FormAlert message={describeError(admins.error)} />
      ) : admins.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('staff.templeUsers.empty')}
        </Text>
      ) : (
        <ResponsiveRows caption={t('staff.templeUsers.title')} rows={admins.data} columns={columns} rowKey={(admin) => admin.id} />
      )}
      <Form onSubmit={submit.onSubmit} noValidate aria-label={t('staff.templeUsers.addForm')}>
        <Flex gap="3" align="flex-start" direction={{ base: 'column', md: 'row' }}>
          <Box flex="1" w="full">
            <FormField label={t('staff.templeUsers.user')} required error={form.formState.errors.user?.message}>
              <Controller
                control={form.control}
                name="user"
                render={({ field, fieldState }) => (
                  <UserPicker key={pickerKey} value={field.value ?? null} onChange={field.onChange} invalid={fieldState.invalid} />
                )}
              />
            </FormField>
          </Box>
          <Box w={{ base: 'full', md: '44' }}>
            <FormField label={t('staff.templeUsers.role')}>
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => <RoleSelect label={t('staff.templeUsers.role')} value={field.value} onChange={field.onChange} />}
              />
            </FormField>
          </Box>
          <Button type="submit" mt={{ md: '6' }} colorPalette="brand" loading={submit.submitting}>
            {t('staff.templeUsers.add')}
          </Button>
        </Flex>
      </Form>
      <ConfirmDialog
        open={removing !== null}
        title={t('staff.templeUsers.removeTitle', { name: removing?.user.fullName ?? '' })}
        warning={t('staff.templeUsers.removeWarning')}
        confirmLabel={t('staff.templeUsers.remove')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => {
              setRemoving(null)
              notify.success(t('staff.templeUsers.removed'))
            },
            onError: (error) => {
              setRemoving(null)
              setAlert(describeError(error))
            },
          })
        }
      />
    </Stack>
  )
}
