import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useT } from '@/shared/i18n'
import { useAreaMessages } from '@/shared/i18n/use-area-messages'
import { FaultIndicator } from './fault-indicator'
import { ResetDemoData } from './reset-demo'

/**
 * Mocked mode only (loaded lazily by the footers): the link to /dev, the fault indicator and Reset
 * demo data.
 * Their few messages are an area of their own (dev-footer), which no route but /dev awaits, so
 * that every page of the demo does not load the whole panel's: the tools show once they are in
 * (never a key).
 */
export default function DevFooterTools() {
  const t = useT()
  if (!useAreaMessages('dev-footer')) return null
  return (
    <>
      <ChakraLink asChild fontSize="sm" color="fg.muted">
        <Link to="/dev">{t('dev-footer.link')}</Link>
      </ChakraLink>
      <FaultIndicator />
      <ResetDemoData />
    </>
  )
}
