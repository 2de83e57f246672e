import { useNavigate } from '@tanstack/react-router'
import { useTempleId } from '@/session/context'
import { NameForm } from '@/shared/forms/name-form'
import { useCreateDonationCategory, useUpdateDonationCategory } from '../mutations'
import { donationCategoryDefaults, donationCategorySchema, type DonationCategory } from '../schemas'

/** Add (no `category`) or edit a donation category. */
export function DonationCategoryForm({ category }: { category?: DonationCategory }) {
  const templeId = useTempleId()
  const navigate = useNavigate()
  const create = useCreateDonationCategory(templeId)
  const update = useUpdateDonationCategory(templeId)
  const toList = () => navigate({ to: '/dashboard/donation-categories' })
  return (
    <NameForm
      title={category ? 'Edit donation category' : 'Add donation category'}
      schema={donationCategorySchema}
      defaultValues={donationCategoryDefaults(category)}
      placeholder="e.g. Annadanam"
      submitLabel={category ? 'Save changes' : 'Add category'}
      save={async (values, changes) => {
        if (category) {
          await update.mutateAsync({ category, changes })
          return 'Donation category updated'
        }
        const created = await create.mutateAsync(values)
        return `Donation Category ${created.name} Successfully added`
      }}
      onSaved={toList}
      onCancel={() => void toList()}
    />
  )
}
