import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { areaMessages, useT } from '@/shared/i18n'
import { FaultIndicator } from './fault-indicator'

/**
 * Mocked mode only (loaded lazily by the footers): the link to /dev and the fault indicator.
 * Their messages are the dev-tools area's, which no route but /dev awaits: the tools show once
 * they are in (never a key).
 */
export default function DevFooterTools() {
  const t = useT()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let alive = true
    areaMessages('dev-tools').then(
      () => alive && setReady(true),
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [])
  if (!ready) return null
  return (
    <>
      <ChakraLink asChild fontSize="sm" color="fg.muted">
        <Link to="/dev">{t('dev-tools.page.title')}</Link>
      </ChakraLink>
      <FaultIndicator />
    </>
  )
}
