/**
 * The report's chart, drawn as plain SVG from the same response as the table: the amount per day
 * (or per month for long periods) and the bookings split by channel. Hand-written: a bar chart
 * and one stacked bar need no chart library (see docs/decisions/053-report-chart-svg.md).
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import dayjs from 'dayjs'
import { msg, useLocale, useT } from '@/shared/i18n'
import { formatMoney } from '@/shared/lib/money'
import type { FinancialReport } from '../types'

const W = 760
const H = 220
const PAD = { top: 12, right: 8, bottom: 28, left: 96 }

const CHANNELS = [
  { key: 'appCount', label: msg('orders.channel.app'), color: '#2b6cb0' },
  { key: 'websiteCount', label: msg('orders.channel.website'), color: '#38a169' },
  { key: 'counterCount', label: msg('orders.channel.counter'), color: '#dd6b20' },
  { key: 'posCount', label: msg('orders.channel.pos'), color: '#805ad5' },
] as const

/** A bar's period: the month's short name in the interface language ("Jan 26"), or the day as dd/MM. */
function periodLabel(period: string, granularity: 'day' | 'month', locale: string): string {
  if (granularity !== 'month') return dayjs(period).format('DD/MM')
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit' }).format(dayjs(`${period}-01`).toDate())
}

export function ReportChart({ report }: { report: FinancialReport }) {
  const t = useT()
  const locale = useLocale()
  const points = report.series.map((p) => ({ ...p, value: Number(p.amount) }))
  const max = Math.max(0, ...points.map((p) => p.value))
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const slot = points.length ? innerW / points.length : innerW
  const barW = Math.max(1, Math.min(40, slot * 0.7))
  const labelEvery = Math.max(1, Math.ceil(points.length / 12))
  const total = report.totals.count
  const monthly = report.granularity === 'month'

  return (
    <Stack gap="4" as="figure">
      <Heading as="h2" size="md">
        {monthly ? t('orders.chart.amountPerMonth') : t('orders.chart.amountPerDay')}
      </Heading>
      {points.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('orders.chart.empty')}
        </Text>
      ) : (
        // On a phone the chart scrolls sideways: a keyboard reaches it (it holds nothing focusable).
        <Box overflowX="auto" tabIndex={0}>
          <svg
            viewBox={`0 0 ${W} ${H}`}
            width="100%"
            role="img"
            aria-label={t(monthly ? 'orders.chart.labelMonths' : 'orders.chart.labelDays', { count: points.length, max: formatMoney(max) })}
            // The axes read left to right in every language (an RTL page would flip the labels' anchors).
            direction="ltr"
            style={{ minWidth: '32rem', fontFamily: 'inherit' }}
          >
            {[0, 0.5, 1].map((f) => {
              const y = PAD.top + innerH * (1 - f)
              return (
                <g key={f}>
                  <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="#e2e8f0" />
                  <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#4a5568">
                    {formatMoney(Math.round(max * f))}
                  </text>
                </g>
              )
            })}
            {points.map((p, i) => {
              const h = max > 0 ? (p.value / max) * innerH : 0
              const x = PAD.left + slot * i + (slot - barW) / 2
              return (
                <g key={p.period}>
                  <rect x={x} y={PAD.top + innerH - h} width={barW} height={h} fill="#2c5282" rx="2">
                    <title>
                      {t('orders.chart.barTitle', {
                        period: periodLabel(p.period, report.granularity, locale),
                        amount: formatMoney(p.amount),
                        count: p.count,
                      })}
                    </title>
                  </rect>
                  {i % labelEvery === 0 && (
                    <text x={x + barW / 2} y={H - 10} textAnchor="middle" fontSize="11" fill="#4a5568">
                      {periodLabel(p.period, report.granularity, locale)}
                    </text>
                  )}
                </g>
              )
            })}
          </svg>
        </Box>
      )}
      <Heading as="h3" size="sm">
        {t('orders.chart.byChannel')}
      </Heading>
      <Box>
        <Flex
          h="3"
          borderRadius="full"
          overflow="hidden"
          bg="bg.muted"
          role="img"
          aria-label={CHANNELS.map((c) => `${t(c.label)} ${report.totals[c.key]}`).join(', ')}
        >
          {total > 0 && CHANNELS.map((c) => <Box key={c.key} bg={c.color} width={`${(report.totals[c.key] / total) * 100}%`} />)}
        </Flex>
        <Flex gap="4" mt="2" wrap="wrap" fontSize="sm">
          {CHANNELS.map((c) => (
            <Flex key={c.key} align="center" gap="1.5">
              <Box w="2.5" h="2.5" borderRadius="sm" bg={c.color} />
              {t(c.label)}: {report.totals[c.key]}
              {total > 0 && (
                <Text as="span" color="fg.muted">
                  ({Math.round((report.totals[c.key] / total) * 100)}%)
                </Text>
              )}
            </Flex>
          ))}
        </Flex>
      </Box>
    </Stack>
  )
}
