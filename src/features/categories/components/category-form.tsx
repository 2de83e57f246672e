import { useNavigate } from '@tanstack/react-router'
import { useTempleId } from '@/session/context'
import { NameForm } from '@/shared/forms/name-form'
import { categoryKinds, type CategoryKind } from '../kinds'
import { useCreateCategory, useUpdateCategory } from '../mutations'
import { categoryDefaults, categorySchema, type Category } from '../schemas'

/** Add (no `category`) or edit an offering or donation category. */
export function CategoryForm({ kind, category }: { kind: CategoryKind; category?: Category }) {
  const { text, listPath } = categoryKinds[kind]
  const templeId = useTempleId()
  const navigate = useNavigate()
  const create = useCreateCategory(kind, templeId)
  const update = useUpdateCategory(kind, templeId)
  const toList = () => navigate({ to: listPath })
  return (
    <NameForm
      title={category ? text.editTitle : text.addTitle}
      schema={categorySchema}
      defaultValues={categoryDefaults(category)}
      placeholder={text.placeholder}
      submitLabel={category ? 'Save changes' : 'Add category'}
      save={async (values, changes) => {
        if (category) {
          await update.mutateAsync({ category, changes })
          return text.updated
        }
        const created = await create.mutateAsync(values)
        return text.added(created.name)
      }}
      onSaved={toList}
      onCancel={() => void toList()}
    />
  )
}
