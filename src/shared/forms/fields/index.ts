export { FormActions, FormSection, HookForm, NumberField, SelectField, SwitchField, TextField, useFieldError, type SelectOption } from './fields'
export { DateField, TimeField } from './date-time-fields'
