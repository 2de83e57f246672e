import { createFileRoute } from '@tanstack/react-router'
import { BankAccountAccordionItem } from '@/features/bank/components/bank-account'
import { ProfilePage } from '@/features/temple/components/profile-page'
import { templeQuery } from '@/features/temple/queries'
import { StatusPage } from '@/layout/status-page'
import { useT } from '@/shared/i18n'
import { useCan } from '@/session/context'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/profile')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'temple'),
  // Not awaited: the page shows its skeleton while the temple loads; a 404 shows the not-found page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(templeQuery(context.templeId))
  },
  notFoundComponent: TempleNotFound,
  component: Profile,
})

function TempleNotFound() {
  const t = useT()
  return <StatusPage code="404" title={t('temple.notFound.title')} message={t('temple.notFound.message')} />
}

function Profile() {
  const can = useCan()
  return <ProfilePage bankAccountItem={<BankAccountAccordionItem disabled={!can('change', 'temple')} />} />
}
