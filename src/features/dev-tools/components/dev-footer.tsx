import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { areaMessages, useT } from '@/shared/i18n'
import { FaultIndicator } from './fault-indicator'

/**
 * Mocked mode only (loaded lazily by the footers): the link to /dev and the fault indicator.
 * Their few messages are an area of their own (dev-footer), which no route but /dev awaits, so
 * that every page of the demo does not load the whole panel's: the tools show once they are in
 * (never a key).
 */
export default function DevFooterTools() {
  const t = useT()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let alive = true
    areaMessages('dev-footer').then(
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
        <Link to="/dev">{t('dev-footer.link')}</Link>
      </ChakraLink>
      <FaultIndicator />
    </>
  )
}
