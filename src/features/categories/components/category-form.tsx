import { useNavigate } from '@tanstack/react-router'
import { useTempleId } from '@/session/context'
import { NameForm } from '@/shared/forms/name-form'
import { useT } from '@/shared/i18n'
import { categoryKinds, type CategoryKind } from '../kinds'
import { useCreateCategory, useUpdateCategory } from '../mutations'
import { categoryDefaults, categorySchema, type Category } from '../schemas'

/** Add (no `category`) or edit an offering or donation category. */
export function CategoryForm({ kind, category }: { kind: CategoryKind; category?: Category }) {
  const { text, listPath } = categoryKinds[kind]
  const templeId = useTempleId()
  const t = useT()
  const navigate = useNavigate()
  const create = useCreateCategory(kind, templeId)
  const update = useUpdateCategory(kind, templeId)
  const toList = () => navigate({ to: listPath })
  return (
    <NameForm
      title={category ? t(text.editTitle) : t(text.addTitle)}
      record={category}
      schema={categorySchema}
      defaultValues={categoryDefaults(category)}
      placeholder={t(text.placeholder)}
      submitLabel={category ? t('categories.form.saveChanges') : t('categories.form.add')}
      save={async (values, changes, version) => {
        if (category) {
          await update.mutateAsync({ category, changes, version })
          return t(text.updated)
        }
        const created = await create.mutateAsync(values)
        return t(text.added, { name: created.name })
      }}
      onSaved={toList}
      onCancel={() => void toList()}
    />
  )
}
