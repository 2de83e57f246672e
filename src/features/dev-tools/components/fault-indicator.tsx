import { Badge, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { devApi } from '../api'
import { type DevFaults, FAULTS_EVENT } from '../types'

/** Short description of the faults that are on, or null when none is. */
export function describeFaults(faults: DevFaults | null, now = Date.now()): string | null {
  if (!faults) return null
  const parts: string[] = []
  if (faults.offline_until && Date.parse(faults.offline_until) > now) {
    parts.push(`offline ${Math.ceil((Date.parse(faults.offline_until) - now) / 1000)} s`)
  }
  if (faults.latency.mode === 'fixed') parts.push(`+${faults.latency.fixed_ms} ms`)
  if (faults.latency.mode === 'range') parts.push(`+${faults.latency.min_ms}–${faults.latency.max_ms} ms`)
  for (const rule of faults.errors) if (rule.rate > 0) parts.push(`${rule.area} ${rule.rate}% ${rule.kind === '5xx' ? '5xx' : 'network'}`)
  if (faults.next_request_403) parts.push('next request 403')
  return parts.length > 0 ? parts.join(' · ') : null
}

/** A badge in the corner of every screen while a fault is on; links to the Faults tab. */
export function FaultIndicator() {
  const [faults, setFaults] = useState<DevFaults | null>(null)
  const [, setTick] = useState(0)

  useEffect(() => {
    let alive = true
    devApi.faults().then(
      (current) => alive && setFaults(current),
      () => undefined,
    )
    const onChange = (event: Event) => setFaults((event as CustomEvent<DevFaults>).detail)
    window.addEventListener(FAULTS_EVENT, onChange)
    return () => {
      alive = false
      window.removeEventListener(FAULTS_EVENT, onChange)
    }
  }, [])

  const offline = faults?.offline_until ? Date.parse(faults.offline_until) > Date.now() : false
  useEffect(() => {
    if (!offline) return
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000)
    return () => window.clearInterval(timer)
  }, [offline])

  const text = describeFaults(faults)
  if (!text) return null
  return (
    <ChakraLink asChild position="fixed" bottom="3" insetStart="3" zIndex="toast" _hover={{ textDecoration: 'none' }}>
      <Link to="/dev" search={{ tab: 'faults' }} aria-label={`Faults on: ${text}`}>
        <Badge colorPalette="red" variant="solid" size="lg" px="3" py="1.5" shadow="md" role="status" data-testid="fault-indicator">
          ⚠ Faults on: {text}
        </Badge>
      </Link>
    </ChakraLink>
  )
}
