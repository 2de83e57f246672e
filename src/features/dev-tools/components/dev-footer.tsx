import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useT } from '@/shared/i18n'
import { FaultIndicator } from './fault-indicator'

/** Mocked mode only (loaded lazily by the footers): the link to /dev and the fault indicator. */
export default function DevFooterTools() {
  const t = useT()
  return (
    <>
      <ChakraLink asChild fontSize="sm" color="fg.muted">
        <Link to="/dev">{t('dev-tools.page.title')}</Link>
      </ChakraLink>
      <FaultIndicator />
    </>
  )
}
