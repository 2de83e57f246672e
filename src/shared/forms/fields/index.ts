export { FormSection, HookForm, NumberField, SelectField, SwitchField, TextField, useFieldError } from './fields'
export { DateField, TimeField } from './date-time-fields'
export { FormActions } from './form-actions'
export { NewPasswordFields } from './new-password-fields'
