import { Button, Dialog, Group, HStack, Portal, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react'
import { useState } from 'react'
import { useT } from '@/shared/i18n'

/** Which value a field keeps after a conflict: the one typed here, or the one stored meanwhile. */
export type ConflictChoice = 'mine' | 'theirs'

/** One field whose value here differs from the stored one. */
export interface ConflictField<N extends string = string> {
  name: N
  label: string
  /** The values as shown (already formatted; empty for no value). */
  mine: string
  theirs: string
  /** Preselected: 'mine' when this form changed the field, else 'theirs'. */
  initial: ConflictChoice
}

/** What the conflict dialog needs: the differing fields; null when it is closed. */
export interface Conflict<N extends string = string> {
  fields: readonly ConflictField<N>[]
}

interface ConflictDialogProps<N extends string> {
  conflict: Conflict<N> | null
  /** The user's choice per field. */
  onResolve: (choices: Record<N, ConflictChoice>) => void
  /** Back to the form, as typed (nothing is changed). */
  onCancel: () => void
}

function initialChoices<N extends string>(fields: readonly ConflictField<N>[]): Record<N, ConflictChoice> {
  return Object.fromEntries(fields.map((field) => [field.name, field.initial])) as Record<N, ConflictChoice>
}

/**
 * The record was saved elsewhere since this form opened it (412): both versions side by side, the
 * fields that differ only, with "Keep mine" / "Take theirs" per field and for all. The form's
 * values are untouched until the user applies the choices.
 */
export function ConflictDialog<N extends string>({ conflict, onResolve, onCancel }: ConflictDialogProps<N>) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={conflict !== null}
      onOpenChange={(event) => {
        if (!event.open) onCancel()
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {conflict && <ConflictContent fields={conflict.fields} onResolve={onResolve} onCancel={onCancel} />}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function ConflictContent<N extends string>({
  fields,
  onResolve,
  onCancel,
}: {
  fields: readonly ConflictField<N>[]
  onResolve: (choices: Record<N, ConflictChoice>) => void
  onCancel: () => void
}) {
  const t = useT()
  const [choices, setChoices] = useState(() => initialChoices(fields))
  const all = (choice: ConflictChoice) =>
    setChoices(Object.fromEntries(fields.map((field) => [field.name, choice])) as Record<N, ConflictChoice>)
  const shown = (value: string) => value || t('conflict.empty')

  return (
    <Dialog.Content>
      <Dialog.Header>
        <Dialog.Title>{t('conflict.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text>{t('conflict.intro')}</Text>
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => all('mine')}>
              {t('conflict.keepAllMine')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => all('theirs')}>
              {t('conflict.takeAllTheirs')}
            </Button>
          </HStack>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('conflict.field')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('conflict.theirs')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('conflict.mine')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>{t('conflict.keep')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fields.map((field) => {
                const choice = choices[field.name]
                const pick = (value: ConflictChoice) => setChoices((current) => ({ ...current, [field.name]: value }))
                return (
                  <Table.Row key={field.name}>
                    <Table.Cell fontWeight="medium">{field.label}</Table.Cell>
                    <Table.Cell fontWeight={choice === 'theirs' ? 'semibold' : undefined}>{shown(field.theirs)}</Table.Cell>
                    <Table.Cell fontWeight={choice === 'mine' ? 'semibold' : undefined}>{shown(field.mine)}</Table.Cell>
                    <Table.Cell>
                      <Group attached role="group" aria-label={t('conflict.choice', { field: field.label })}>
                        <Button
                          size="xs"
                          variant={choice === 'mine' ? 'solid' : 'outline'}
                          aria-pressed={choice === 'mine'}
                          onClick={() => pick('mine')}
                        >
                          {t('conflict.keepMine')}
                        </Button>
                        <Button
                          size="xs"
                          variant={choice === 'theirs' ? 'solid' : 'outline'}
                          aria-pressed={choice === 'theirs'}
                          onClick={() => pick('theirs')}
                        >
                          {t('conflict.takeTheirs')}
                        </Button>
                      </Group>
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          {t('conflict.cancel')}
        </Button>
        <Button colorPalette="brand" onClick={() => onResolve(choices)}>
          {t('conflict.apply')}
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  )
}
