import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { Page } from '@/shared/api/client'
import { staffApi } from './api'
import { staffKeys, type ReviewedBankAccount } from './queries'
import type { CreateUserValues, StaffBankAccount } from './schemas'

type BankPages = InfiniteData<Page<ReviewedBankAccount>, string | null>

/** Puts the server's answer into the approvals list in place: the row keeps its page and position. */
function replaceBankRow(pages: BankPages | undefined, updated: ReviewedBankAccount): BankPages | undefined {
  if (!pages) return pages
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((row) => (row.id === updated.id ? updated : row)),
    })),
  }
}

/**
 * Approve or reject a bank account (two separate calls). Approving an account without a merchant
 * id first saves the one entered. The row then takes the chosen state in the cache, without a
 * refetch, so it stays visible with its decision until the list is loaded again.
 */
export function useReviewBankAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ account, decision, merchantId }: { account: StaffBankAccount; decision: 'approved' | 'rejected'; merchantId?: string }) => {
      if (decision === 'approved' && merchantId !== undefined) await staffApi.updateBankAccount(account.url, { merchantId })
      const updated = decision === 'approved' ? await staffApi.approveBankAccount(account) : await staffApi.rejectBankAccount(account)
      return { ...updated, review: decision } satisfies ReviewedBankAccount
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<BankPages>(staffKeys.pendingBankAccounts(), (pages) => replaceBankRow(pages, updated))
    },
  })
}

export function useCreateStaffUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: CreateUserValues) => staffApi.createUser(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.users() }),
  })
}
