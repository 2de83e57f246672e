import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { LuDatabaseBackup } from 'react-icons/lu'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'

/**
 * Mocked mode only: puts the demo data back as it was seeded, through the /dev panel's client of
 * the mocked backend (loaded on the click; `npm run build` drops it with the mocked mode).
 */
export function ResetDemoData() {
  const t = useT()
  const [busy, setBusy] = useState(false)
  if (!env.mocked) return null
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      onClick={async () => {
        if (!__MOCKED__ || !window.confirm(t('layout.resetDemo.confirm'))) return
        setBusy(true)
        try {
          const { devApi } = await import('@/features/dev-tools/api')
          await devApi.reset()
          window.location.reload()
        } catch {
          // The mocked backend did not answer: the button comes back for another try.
          setBusy(false)
        }
      }}
    >
      <LuDatabaseBackup /> {t('layout.resetDemo.button')}
    </Button>
  )
}
