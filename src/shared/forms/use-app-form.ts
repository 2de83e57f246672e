import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'

export interface AppFormProps<T extends FieldValues, C, O> extends Omit<UseFormProps<T, C, O>, 'mode' | 'reValidateMode'> {
  /**
   * Messages follow the typing from the first keystroke (a form whose submit is truly disabled
   * while invalid, so a click on it cannot reveal them). Still never on leaving a field.
   */
  asTyped?: boolean
}

/**
 * Every form of the app (docs/decisions/166-form-messages-never-on-blur.md). A message never
 * appears because a field lost focus: it would grow the form under the pointer and the click that
 * moved the focus would land on empty space. A form shows its messages on submit, then follows
 * the typing (`asTyped`: from the first keystroke).
 */
export function useAppForm<T extends FieldValues, C = unknown, O = T>({
  asTyped = false,
  ...props
}: AppFormProps<T, C, O>): UseFormReturn<T, C, O> {
  return useForm<T, C, O>({ ...props, mode: asTyped ? 'onChange' : 'onSubmit', reValidateMode: 'onChange' })
}
