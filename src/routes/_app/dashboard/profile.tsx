import { createFileRoute } from '@tanstack/react-router'
import { BankAccountAccordionItem } from '@/features/bank/components/bank-account'
import { ProfilePage } from '@/features/temple/components/profile-page'
import { templeQuery } from '@/features/temple/queries'
import { StatusPage } from '@/layout/status-page'
import { useCan } from '@/session/context'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/profile')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'temple'),
  // Not awaited: the page shows its skeleton while the temple loads; a 404 shows the not-found page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(templeQuery(context.templeId))
  },
  notFoundComponent: () => <StatusPage code="404" title="Temple not found" message="We can't find the page that you are looking for." />,
  component: Profile,
})

function Profile() {
  const can = useCan()
  return <ProfilePage bankAccountItem={<BankAccountAccordionItem disabled={!can('change', 'temple')} />} />
}
