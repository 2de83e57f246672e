import { Badge, Button, Flex } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useMemo, useState } from 'react'
import { LuFlower2, LuPlus } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { useT } from '@/shared/i18n'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import type { Column } from '@/shared/ui/infinite-table'
import { CELL } from '@/shared/ui/table-rows'
import { ListView, useCellNames } from '@/shared/ui/list-view'
import { FilterBar, OptionSelect } from '@/shared/ui/filter-bar'
import { actionsColumn, RowActions } from '@/shared/ui/row-actions'
import { notify } from '@/shared/ui/toaster'
import { ToggleSwitch } from '@/shared/ui/toggle-switch'
import { formatMoney } from '@/shared/lib/money'
import { OFFERING_TYPE_LABELS, blockPeriodLabel, mediumLabel, perDayLimitLabel, timeRangeLabel } from '../schedule/labels'
import { useDeleteOffering, useToggleDakshina } from '../list-mutations'
import { useOfferings } from '../queries'
import type { Offering, OfferingFilters, Option } from '../types'

// The editor (form, schemas, zod) loads when a dialog opens, or on hover/focus of an Edit button.
const loadEditDialog = () => import('./offering-edit-dialog')
const OfferingEditDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.OfferingEditDialog })))
const preloadEditDialog = () => void loadEditDialog()

/** Columns that fold into the name's detail line below 1536 px (the list fits 1366 px). */
const FOLD_BELOW = 1536

interface OfferingsPageProps {
  filters: OfferingFilters
  onFiltersChange: (filters: OfferingFilters) => void
  categoryOptions: Option[]
  deityOptions: Option[]
}

const toId = (value: string): number | undefined => (value === '' ? undefined : Number(value))

export function OfferingsPage({ filters, onFiltersChange, categoryOptions, deityOptions }: OfferingsPageProps) {
  const templeId = useTempleId()
  const t = useT()
  const can = useCan()
  const list = useOfferings(templeId, filters)
  const remove = useDeleteOffering(templeId)
  const dakshina = useToggleDakshina(templeId)
  const [editing, setEditing] = useState<Offering | null>(null)
  const [rollbacks, setRollbacks] = useState(0)
  const [draft, setDraft] = useState({ deity: filters.deity?.toString() ?? '', category: filters.category?.toString() ?? '' })
  const [draftFor, setDraftFor] = useState(filters)
  if (draftFor.deity !== filters.deity || draftFor.category !== filters.category) {
    // The URL changed (back/forward, reset): the selects follow it.
    setDraftFor(filters)
    setDraft({ deity: filters.deity?.toString() ?? '', category: filters.category?.toString() ?? '' })
  }
  const canAdd = can('add', 'offerings')
  const canChange = can('change', 'offerings')
  const canDelete = can('delete', 'offerings')
  const confirm = useDeleteConfirm<Offering>({
    remove: remove.mutateAsync,
    name: (row) => row.name,
    warning: t('offerings.delete.warning'),
    deleted: (row) => t('offerings.delete.deleted', { name: row.name }),
  })
  const { ask } = confirm
  const filtered = filters.deity !== undefined || filters.category !== undefined

  // The spec's payload has only urls (category, assigned_deities): names come from the lists by url.
  const categories = useCellNames(categoryOptions)
  const deities = useCellNames(deityOptions)
  const names = useMemo(() => {
    const category = (row: Offering) => categories.get(row.category) ?? row.categoryDetail?.name ?? '-'
    const deityList = (row: Offering) => {
      const details = new Map((row.assignedDeitiesDetail ?? []).map((d) => [d.url, d.name]))
      const found = (row.assignedDeities ?? [])
        .map((url) => deities.get(url) ?? details.get(url))
        .filter((name): name is string => Boolean(name))
      return found.length ? found.join(', ') : '-'
    }
    return { category, deityList }
  }, [categories, deities])

  const toggleDakshina = dakshina.mutate
  const columns = useMemo(() => {
    const list: Column<Offering>[] = [
      { key: 'no', header: '#', width: '3.5rem', cell: (_, index) => index + 1 },
      {
        key: 'name',
        header: t('offerings.list.name'),
        width: '32%',
        cell: (row) => <p {...CELL.title}>{row.name}</p>,
      },
      { key: 'category', header: t('offerings.list.category'), foldBelow: FOLD_BELOW, cell: names.category },
      { key: 'price', header: t('offerings.list.price'), align: 'end', cell: (row) => formatMoney(row.price) },
      {
        key: 'deities',
        header: t('offerings.list.deities'),
        cell: (row) => <span {...CELL.clamp}>{names.deityList(row)}</span>,
      },
      { key: 'type', header: t('offerings.list.type'), foldBelow: FOLD_BELOW, cell: (row) => t(OFFERING_TYPE_LABELS[row.offeringType]) },
      { key: 'medium', header: t('offerings.list.medium'), foldBelow: FOLD_BELOW, cell: (row) => mediumLabel(row, t) },
      { key: 'limit', header: t('offerings.list.perDayLimit'), foldBelow: FOLD_BELOW, cell: (row) => perDayLimitLabel(row, t) },
      { key: 'block', header: t('offerings.list.blockPeriod'), foldBelow: FOLD_BELOW, cell: (row) => blockPeriodLabel(row) },
      {
        key: 'time',
        header: t('offerings.list.time'),
        cell: (row) =>
          row.offeringTimes.length ? (
            <div {...CELL.lines}>
              {row.offeringTimes.slice(0, 2).map((time) => (
                <p key={time.id}>
                  {/* Times read left to right in a right-to-left page too (AM/PM and digits would swap places). */}
                  <bdi dir="ltr">{timeRangeLabel(time)}</bdi>
                </p>
              ))}
              {row.offeringTimes.length > 2 && (
                <p data-muted="">{t('offerings.list.moreTimes', { count: row.offeringTimes.length - 2 })}</p>
              )}
            </div>
          ) : (
            '-'
          ),
      },
      {
        key: 'dakshina',
        header: t('offerings.list.minDakshina'),
        cell: (row) => (
          <div {...CELL.inline}>
            <ToggleSwitch
              // A failed save remounts the toggle so its input forgets the rolled-back click.
              key={rollbacks}
              checked={row.isDakshinaRequired}
              disabled={!canChange}
              aria-label={t('offerings.list.dakshinaRequiredFor', { name: row.name })}
              onChange={(checked) =>
                toggleDakshina(
                  { offering: row, value: checked },
                  {
                    // The same message as the editor's save (spec: "Offering updated").
                    onSuccess: () => notify.success(t('offerings.toast.updated')),
                    onError: (error) => {
                      setRollbacks((n) => n + 1)
                      notify.error(t('offerings.toast.updateError'), describeError(error))
                    },
                  },
                )
              }
            />
            <p>{row.minDakshinaAmount ? formatMoney(row.minDakshinaAmount) : '-'}</p>
          </div>
        ),
      },
    ]
    if (canChange || canDelete) {
      list.push(
        actionsColumn((row) => (
          <RowActions
            label={row.name}
            onEdit={canChange ? () => setEditing(row) : undefined}
            onEditIntent={preloadEditDialog}
            onDelete={canDelete ? () => ask(row) : undefined}
          />
        )),
      )
    }
    return list
  }, [canChange, canDelete, rollbacks, toggleDakshina, ask, names, t])

  const addButton = canAdd ? (
    <Button asChild colorPalette="brand">
      <Link to="/dashboard/offerings/add">
        <LuPlus /> {t('offerings.list.add')}
      </Link>
    </Button>
  ) : null

  return (
    <>
      <ListView
        title={t('offerings.list.title')}
        description={t('offerings.list.description')}
        actions={addButton}
        filters={
          <FilterBar
            label={t('offerings.list.filterLabel')}
            active={Number(filters.deity !== undefined) + Number(filters.category !== undefined)}
            onApply={() => onFiltersChange({ deity: toId(draft.deity), category: toId(draft.category) })}
            resetDisabled={!filtered && draft.deity === '' && draft.category === ''}
            onReset={() => {
              setDraft({ deity: '', category: '' })
              onFiltersChange({})
            }}
          >
            <OptionSelect
              label={t('offerings.list.deityFilter')}
              minW="14rem"
              value={draft.deity}
              options={deityOptions}
              onChange={(deity) => setDraft((d) => ({ ...d, deity }))}
            />
            <OptionSelect
              label={t('offerings.list.categoryFilter')}
              minW="14rem"
              value={draft.category}
              options={categoryOptions}
              onChange={(category) => setDraft((d) => ({ ...d, category }))}
            />
          </FilterBar>
        }
        query={list}
        columns={columns}
        caption={t('offerings.list.title')}
        rowKey={(row) => row.id}
        rowHeight={64}
        cardHeight={280}
        before={
          filtered ? (
            <Flex mb="2" gap="2" align="center">
              <Badge colorPalette="brand" variant="subtle">
                {t('offerings.list.filtered')}
              </Badge>
            </Flex>
          ) : null
        }
        empty={{
          icon: <LuFlower2 />,
          title: filtered ? t('offerings.list.emptyFilteredTitle') : t('offerings.list.emptyTitle'),
          description: filtered
            ? t('offerings.list.emptyFilteredDescription')
            : canAdd
              ? t('offerings.list.emptyDescription')
              : t('offerings.list.emptyReadOnlyDescription'),
          action: filtered ? null : addButton,
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          <OfferingEditDialog
            offering={editing}
            categoryOptions={categoryOptions}
            deityOptions={deityOptions}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {confirm.dialog}
    </>
  )
}
