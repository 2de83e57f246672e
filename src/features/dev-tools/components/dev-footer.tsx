import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { FaultIndicator } from './fault-indicator'

/** Mocked mode only (loaded lazily by the footers): the link to /dev and the fault indicator. */
export default function DevFooterTools() {
  return (
    <>
      <ChakraLink asChild fontSize="sm" color="fg.muted">
        <Link to="/dev">Developer tools</Link>
      </ChakraLink>
      <FaultIndicator />
    </>
  )
}
