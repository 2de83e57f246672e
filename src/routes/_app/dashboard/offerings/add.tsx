import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { OfferingEditor } from '@/features/offerings/components/offering-editor'
import { useTempleId } from '@/session/context'
import { useT } from '@/shared/i18n'
import { requirePermission } from '@/session/guards'
import { PageHeader, Panel } from '@/shared/ui/page'
import { useCategoryOptions, useDeityOptions } from './-options'

export const Route = createFileRoute('/_app/dashboard/offerings/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'offerings'),
  component: AddOffering,
})

function AddOffering() {
  const templeId = useTempleId()
  const t = useT()
  const navigate = useNavigate()
  const categoryOptions = useCategoryOptions(templeId)
  const deityOptions = useDeityOptions(templeId)
  const toList = () => void navigate({ to: '/dashboard/offerings' })
  return (
    <>
      <PageHeader back title={t('offerings.add.title')} description={t('offerings.add.description')} />
      <Panel maxW="5xl">
        <OfferingEditor categoryOptions={categoryOptions} deityOptions={deityOptions} onSaved={toList} onCancel={toList} />
      </Panel>
    </>
  )
}
