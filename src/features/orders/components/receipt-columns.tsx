/** The pieces of a receipt list's table: a row's checkbox and the first columns. */
import { Link } from '@tanstack/react-router'
import type { useT } from '@/shared/i18n'
import type { Column } from '@/shared/ui/infinite-table'
import type { OrderStatus } from '../types'
import { StatusBadge } from './receipt-text'

/** A native checkbox: cheap enough for a row of a long list (see pitfalls). */
export function RowCheckbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      style={{
        width: '1rem',
        height: '1rem',
        accentColor: 'var(--chakra-colors-brand-solid, #1e3a8a)',
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    />
  )
}

/** A receipt list's first columns: its number, linking to the receipt, and its status. */
export function receiptLeadColumns<T extends { id: number; status: OrderStatus }>(
  t: ReturnType<typeof useT>,
  to: '/dashboard/offering-orders/$id' | '/dashboard/donation-receipts/$id',
): Column<T>[] {
  return [
    {
      key: 'id',
      header: t('orders.fields.receipt'),
      cell: (row) => (
        <Link to={to} params={{ id: row.id }} style={{ fontWeight: 600, textDecoration: 'underline' }}>
          #{row.id}
        </Link>
      ),
    },
    { key: 'status', header: t('orders.fields.status'), cell: (row) => <StatusBadge status={row.status} /> },
  ]
}
