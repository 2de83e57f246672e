import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { Page } from '@/shared/api/client'
import { staffApi } from './api'
import { PENDING_TEMPLE_FILTERS, staffKeys, type ReviewedBankAccount } from './queries'
import type {
  AdminRole,
  CompliancePayload,
  CreateUserValues,
  ResetValues,
  StaffBankAccount,
  StaffBankValues,
  StaffTemple,
  TempleAdmin,
} from './schemas'
import { resetPayload } from './schemas'

type BankPages = InfiniteData<Page<ReviewedBankAccount>, string | null>

/** Puts the server's answer into the approvals list in place: the row keeps its page and position. */
function replaceBankRow(pages: BankPages | undefined, updated: Pick<ReviewedBankAccount, 'id'>): BankPages | undefined {
  if (!pages) return pages
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((row) => (row.id === updated.id ? { ...row, ...updated } : row)),
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
    mutationFn: async ({
      account,
      decision,
      merchantId,
    }: {
      account: StaffBankAccount
      decision: 'approved' | 'rejected'
      merchantId?: string
    }) => {
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

type TemplePages = InfiniteData<Page<StaffTemple>, string | null>

/** Every cached temple list (search and approvals) takes the change at once, in place. */
function updateTempleLists(queryClient: ReturnType<typeof useQueryClient>, change: (temple: StaffTemple) => StaffTemple | null) {
  queryClient.setQueriesData<TemplePages>({ queryKey: staffKeys.templeLists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((temple) => {
              const next = change(temple)
              return next ? [next] : []
            }),
          })),
        }
      : data,
  )
}

function useTempleChanged() {
  const queryClient = useQueryClient()
  return (updated: StaffTemple) => {
    queryClient.setQueryData(staffKeys.templeDetail(updated.id), updated)
    // The approvals table lists inactive temples only: an activated one leaves it.
    updateTempleLists(queryClient, (temple) => (temple.id === updated.id ? updated : temple))
    queryClient.setQueryData<TemplePages>(staffKeys.templeList(PENDING_TEMPLE_FILTERS), (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((t) => !t.isActive) })) } : data,
    )
    return queryClient.invalidateQueries({ queryKey: staffKeys.templeLists(), refetchType: 'none' })
  }
}

/** Activate (approve) or deactivate (disapprove) a temple. */
export function useSetTempleActive() {
  const changed = useTempleChanged()
  return useMutation({
    mutationFn: ({ temple, active }: { temple: StaffTemple; active: boolean }) =>
      active ? staffApi.approveTemple(temple) : staffApi.disapproveTemple(temple),
    onSuccess: (updated) => changed(updated),
  })
}

export function useUpdateCompliance() {
  const changed = useTempleChanged()
  return useMutation({
    mutationFn: ({ temple, changes, version }: { temple: StaffTemple; changes: CompliancePayload; version: string | null }) =>
      staffApi.updateCompliance(temple, changes, version),
    onSuccess: (updated) => changed(updated),
  })
}

/** Delete a temple: it leaves every list and its cached details go. */
export function useDeleteTemple() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (temple: StaffTemple) => staffApi.deleteTemple(temple),
    onSuccess: (_, temple) => {
      updateTempleLists(queryClient, (row) => (row.id === temple.id ? null : row))
      queryClient.setQueryData<BankPages>(staffKeys.pendingBankAccounts(), (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((a) => a.temple.id !== temple.id) })) }
          : data,
      )
      for (const key of [staffKeys.admins(temple.id), staffKeys.bankAccountOf(temple.id), ['staff', 'catalogue', temple.id]]) {
        queryClient.removeQueries({ queryKey: key })
      }
      return queryClient.invalidateQueries({ queryKey: staffKeys.templeLists(), refetchType: 'none' })
    },
  })
}

export function useSendConsolidation() {
  return useMutation({ mutationFn: (temple: StaffTemple) => staffApi.sendConsolidation(temple) })
}

export function useResetTemple() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ temple, values }: { temple: StaffTemple; values: ResetValues }) => staffApi.resetTemple(temple.id, resetPayload(values)),
    onSuccess: (_, { temple }) => queryClient.invalidateQueries({ queryKey: staffKeys.catalogues(temple.id) }),
  })
}

/** Staff edit a bank account: only the changed fields are sent. */
export function useUpdateStaffBankAccount(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ account, changes, version }: { account: StaffBankAccount; changes: Partial<StaffBankValues>; version: string | null }) =>
      staffApi.updateBankAccount(account.url, changes, version),
    onSuccess: (updated) => {
      queryClient.setQueryData(staffKeys.bankAccountOf(templeId), updated)
      queryClient.setQueryData<BankPages>(staffKeys.pendingBankAccounts(), (pages) => replaceBankRow(pages, updated))
    },
  })
}

export function useAddTempleAdmin(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ user, role }: { user: number; role: AdminRole }) => staffApi.addTempleAdmin({ temple: templeId, user, role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.admins(templeId) }),
  })
}

export function useChangeAdminRole(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ admin, role }: { admin: TempleAdmin; role: AdminRole }) => staffApi.changeAdminRole(admin, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.admins(templeId) }),
  })
}

export function useRemoveTempleAdmin(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (admin: TempleAdmin) => staffApi.removeTempleAdmin(admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.admins(templeId) }),
  })
}
