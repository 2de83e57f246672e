import { Badge, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { t as translate, useT } from '@/shared/i18n'
import type { DevFaults } from '../types'

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

/**
 * The badge of the faults that are on, linking to the Faults tab. Loaded by the fault indicator
 * once a fault is on, so a demo with none (nearly every visit) never loads it (decision 233).
 */
export default function FaultBadge({ faults }: { faults: DevFaults }) {
  const t = useT()
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
