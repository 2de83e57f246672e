import { NativeSelect } from '@chakra-ui/react'
import { isLocale, LOCALE_NAMES, LOCALES, setLocale, useLocale, useT } from '@/shared/i18n'

/**
 * The interface language, each language named in itself. The choice loads that language's
 * catalog and is kept in this browser. `labelledBy` names it after a visible heading (the
 * settings drawer); without it, the select is named "Language" for screen readers.
 */
export function LanguagePicker({ labelledBy, size = 'sm' }: { labelledBy?: string; size?: 'xs' | 'sm' }) {
  const t = useT()
  const locale = useLocale()
  return (
    <NativeSelect.Root size={size} width="auto" minW="6.5rem">
      <NativeSelect.Field
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : t('layout.language.label')}
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value
          if (isLocale(next)) void setLocale(next)
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
