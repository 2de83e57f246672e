import { useFormContext, useFormState } from 'react-hook-form'
import type { OfferingValues } from '../../schemas'

/** The editor's form, as every section reads it (the editor provides it with FormProvider). */
export function useEditorForm() {
  const form = useFormContext<OfferingValues, unknown, OfferingValues>()
  const { errors } = useFormState({ control: form.control })
  return { ...form, errors }
}
