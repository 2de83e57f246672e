import { Badge, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { t as translate, useT } from '@/shared/i18n'
import { fetchFaults } from '../mock-call'
import { type DevFaults, FAULTS_EVENT } from '../types'

/** Short description of the faults that are on, or null when none is (in the language `t` speaks). */
export function describeFaults(faults: DevFaults | null, now = Date.now(), t = translate): string | null {
  if (!faults) return null
  const parts: string[] = []
  if (faults.offline_until && Date.parse(faults.offline_until) > now) {
    parts.push(t('dev-footer.faults.summaryOffline', { seconds: Math.ceil((Date.parse(faults.offline_until) - now) / 1000) }))
  }
  if (faults.latency.mode === 'fixed') parts.push(`+${faults.latency.fixed_ms} ms`)
  if (faults.latency.mode === 'range') parts.push(`+${faults.latency.min_ms}–${faults.latency.max_ms} ms`)
  for (const rule of faults.errors)
    if (rule.rate > 0)
      parts.push(
        t('dev-footer.faults.summaryErrors', {
          area: rule.area,
          rate: rule.rate,
          kind: rule.kind === '5xx' ? '5xx' : t('dev-footer.faults.summaryNetwork'),
        }),
      )
  if (faults.next_request_403) parts.push(t('dev-footer.faults.summaryNext403'))
  return parts.length > 0 ? parts.join(' · ') : null
}

/** A badge in the corner of every screen while a fault is on; links to the Faults tab. */
export function FaultIndicator() {
  const t = useT()
  const [faults, setFaults] = useState<DevFaults | null>(null)
  const [, setTick] = useState(0)

  useEffect(() => {
    let alive = true
    fetchFaults().then(
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

  const text = describeFaults(faults, Date.now(), t)
  if (!text) return null
  return (
    <ChakraLink asChild position="fixed" bottom="3" insetStart="3" zIndex="toast" _hover={{ textDecoration: 'none' }}>
      <Link to="/dev" search={{ tab: 'faults' }} aria-label={t('dev-footer.faults.indicator', { faults: text })}>
        <Badge colorPalette="red" variant="solid" size="lg" px="3" py="1.5" shadow="md" role="status" data-testid="fault-indicator">
          ⚠ {t('dev-footer.faults.indicator', { faults: text })}
        </Badge>
      </Link>
    </ChakraLink>
  )
}
