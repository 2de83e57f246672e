import { Badge, Button, Dialog, Flex, Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { describeError, fieldErrors } from '@/shared/api/errors'
import { FormField } from '@/shared/forms/field'
import { useSingleFlightAction } from '@/shared/forms/single-flight'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useT } from '@/shared/i18n'
import { Modal } from '@/shared/ui/modal'
import { notify } from '@/shared/ui/toaster'
import { useReviewBankAccount } from '../mutations'
import { usePendingBankAccounts, type ReviewedBankAccount } from '../queries'
import { formatTimestampDate, merchantSchema, type MerchantValues, type StaffBankAccount } from '../schemas'
import { PagedPanel, type PagedColumn } from './paged-table'

/** Only the message of a failed decision (a field message such as the merchant id's, or the detail). */
function failureMessage(error: unknown): string {
  const first = Object.values(fieldErrors(error))[0]
  return first ?? describeError(error)
}

function MerchantDialog({
  account,
  busy,
  onSubmit,
  onClose,
}: {
  account: StaffBankAccount | null
  busy: boolean
  onSubmit: (merchantId: string) => Promise<unknown>
  onClose: () => void
}) {
  const t = useT()
  const form = useAppForm<MerchantValues>({ resolver: zodResolver(merchantSchema), defaultValues: { merchantId: '' } })
  // A failed approval: the merchant id's message on its field, and the failure toast as for the row buttons.
  const submit = useFormSubmit(form, {
    submit: (values) => onSubmit(values.merchantId.trim()),
    errorToast: failureMessage,
    fields: ['merchantId'],
  })
  return (
    <Modal
      open={account !== null}
      onClose={onClose}
      busy={busy}
      title={t('staff.bankApprovals.dialogTitle')}
      onSubmit={submit.onSubmit}
      onExitComplete={() => form.reset()}
    >
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('staff.bankApprovals.needsMerchant', { temple: account?.temple.name ?? '', account: account?.accName ?? '' })}
          </Text>
          <FormField label={t('staff.bank.merchantId')} required error={form.formState.errors.merchantId?.message}>
            <Input autoFocus {...form.register('merchantId')} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('staff.common.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy || submit.submitting}>
          {t('staff.bankApprovals.approve')}
        </Button>
      </Dialog.Footer>
    </Modal>
  )
}

/**
 * Bank accounts awaiting approval, newest updated first, 10 a page. Approve and Reject are two
 * calls; the row then shows the decision from the cache (no refetch). Approving an account
 * without a merchant id asks for one first.
 */
export function BankApprovals() {
  const t = useT()
  const query = usePendingBankAccounts()
  const review = useReviewBankAccount()
  const [needsMerchant, setNeedsMerchant] = useState<StaffBankAccount | null>(null)

  // Single-flight: a double click on Approve or Reject sends one decision.
  const decide = useSingleFlightAction((account: StaffBankAccount, decision: 'approved' | 'rejected') =>
    review.mutateAsync(
      { account, decision },
      {
        onSuccess: () =>
          notify.success(
            t(decision === 'approved' ? 'staff.bankApprovals.approvedToast' : 'staff.bankApprovals.rejectedToast', {
              temple: account.temple.name,
            }),
          ),
        onError: (error) => notify.error(failureMessage(error)),
      },
    ),
  )
  const busyId = review.isPending ? review.variables.account.id : null

  const columns: PagedColumn<ReviewedBankAccount>[] = [
    { key: 'temple', header: t('staff.bankApprovals.temple'), cell: (a) => a.temple.name },
    { key: 'name', header: t('staff.bank.accountName'), cell: (a) => a.accName },
    { key: 'number', header: t('staff.bank.number'), cell: (a) => a.accNumber },
    { key: 'ifsc', header: t('staff.bank.ifsc'), cell: (a) => a.ifsc },
    { key: 'merchant', header: t('staff.bankApprovals.merchantId'), cell: (a) => a.merchantId ?? <Text color="fg.subtle">—</Text> },
    { key: 'updated', header: t('staff.bank.updated'), cell: (a) => formatTimestampDate(a.updatedAt) },
    {
      key: 'actions',
      header: t('staff.bankApprovals.actions'),
      actions: true,
      cell: (a) =>
        a.review ? (
          <Badge colorPalette={a.review === 'approved' ? 'green' : 'red'} data-testid={`bank-review-${a.id}`}>
            {a.review === 'approved' ? t('staff.bankApprovals.approved') : t('staff.bankApprovals.rejected')}
          </Badge>
        ) : (
          <Flex gap="2">
            <Button
              size="xs"
              colorPalette="green"
              aria-label={t('staff.bankApprovals.approveLabel', { temple: a.temple.name })}
              disabled={busyId !== null}
              loading={busyId === a.id && review.variables?.decision === 'approved'}
              onClick={() => (a.merchantId ? decide.run(a, 'approved') : setNeedsMerchant(a))}
            >
              {t('staff.bankApprovals.approve')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('staff.bankApprovals.rejectLabel', { temple: a.temple.name })}
              disabled={busyId !== null}
              loading={busyId === a.id && review.variables?.decision === 'rejected'}
              onClick={() => decide.run(a, 'rejected')}
            >
              {t('staff.bankApprovals.reject')}
            </Button>
          </Flex>
        ),
    },
  ]

  return (
    <PagedPanel
      title={t('staff.bankApprovals.title')}
      caption={t('staff.bankApprovals.caption')}
      query={query}
      columns={columns}
      rowKey={(a) => a.id}
    >
      <MerchantDialog
        account={needsMerchant}
        busy={review.isPending}
        onClose={() => setNeedsMerchant(null)}
        onSubmit={async (merchantId) => {
          if (!needsMerchant) return
          await review.mutateAsync({ account: needsMerchant, decision: 'approved', merchantId })
          notify.success(t('staff.bankApprovals.approvedToast', { temple: needsMerchant.temple.name }))
          setNeedsMerchant(null)
        }}
      />
    </PagedPanel>
  )
}
