import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { LuDatabaseBackup } from 'react-icons/lu'
import { useT } from '@/shared/i18n'
import { resetDemoData } from '../mock-call'

/**
 * Mocked mode only (in the footers' developer tools): puts the demo data back as it was seeded,
 * through the /dev panel's client of the mocked backend.
 */
export function ResetDemoData() {
  const t = useT()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      onClick={async () => {
        if (!window.confirm(t('dev-footer.resetDemo.confirm'))) return
        setBusy(true)
        try {
          await resetDemoData()
          window.location.reload()
        } catch {
          // The mocked backend did not answer: the button comes back for another try.
          setBusy(false)
        }
      }}
    >
      <LuDatabaseBackup /> {t('dev-footer.resetDemo.button')}
    </Button>
  )
}
