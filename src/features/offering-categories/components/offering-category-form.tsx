import { useNavigate } from '@tanstack/react-router'
import { useTempleId } from '@/session/context'
import { NameForm } from '@/shared/forms/name-form'
import { useCreateOfferingCategory, useUpdateOfferingCategory } from '../mutations'
import { offeringCategoryDefaults, offeringCategorySchema, type OfferingCategory } from '../schemas'

/** Add (no `category`) or edit an offering category. */
export function OfferingCategoryForm({ category }: { category?: OfferingCategory }) {
  const templeId = useTempleId()
  const navigate = useNavigate()
  const create = useCreateOfferingCategory(templeId)
  const update = useUpdateOfferingCategory(templeId)
  const toList = () => navigate({ to: '/dashboard/offering-categories' })
  return (
    <NameForm
      title={category ? 'Edit offering category' : 'Add offering category'}
      schema={offeringCategorySchema}
      defaultValues={offeringCategoryDefaults(category)}
      placeholder="e.g. Archana"
      submitLabel={category ? 'Save changes' : 'Add category'}
      save={async (values, changes) => {
        if (category) {
          await update.mutateAsync({ category, changes })
          return 'Offering category updated'
        }
        const created = await create.mutateAsync(values)
        return `Offering Category ${created.name} Successfully added`
      }}
      onSaved={toList}
      onCancel={() => void toList()}
    />
  )
}
