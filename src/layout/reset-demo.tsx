import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { LuDatabaseBackup } from 'react-icons/lu'
import { api } from '@/shared/api/client'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'

/** Mocked mode only: puts the demo data back as it was seeded. */
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
        if (!window.confirm(t('layout.resetDemo.confirm'))) return
        setBusy(true)
        await api.post('/__mock__/reset', undefined, { auth: false })
        window.location.reload()
      }}
    >
      <LuDatabaseBackup /> {t('layout.resetDemo.button')}
    </Button>
  )
}
