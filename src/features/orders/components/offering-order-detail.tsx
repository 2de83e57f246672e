import { Button, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuCheckCheck, LuDownload } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { useSingleFlightAction } from '@/shared/forms/single-flight'
import { useT } from '@/shared/i18n'
import { formatDate } from '@/shared/lib/dates'
import { formatMoney } from '@/shared/lib/money'
import { birthStarLabel, type OfferingLanguage } from '@/shared/lib/star-languages'
import { PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { ordersApi } from '../api'
import { startDownload } from '../downloads'
import { useMarkCompleted } from '../mutations'
import type { OfferingOrder } from '../types'
import { LanguageSelect, ChannelText, Detail, StatusBadge, TimeText } from './receipt-ui'

/** A titled table of the detail (the title is its caption too); `empty` shows instead of a table with no rows. */
function TableSection({
  title,
  level,
  headers,
  rows,
  empty,
}: {
  title: string
  level: 'h2' | 'h3'
  headers: string[]
  rows: (string | number)[][]
  empty?: string
}) {
  return (
    <>
      <Heading as={level} size={level === 'h2' ? 'md' : 'sm'}>
        {title}
      </Heading>
      {empty !== undefined && rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        // On a phone a wide table scrolls sideways: a keyboard reaches it (it holds nothing focusable).
        <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={title}>
          <Table.Root size="sm">
            <Table.Caption srOnly>{title}</Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {headers.map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => (
                <Table.Row key={i}>
                  {row.map((cell, j) => (
                    <Table.Cell key={j}>{cell}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  )
}

export function OfferingOrderDetail({ order }: { order: OfferingOrder }) {
  const t = useT()
  const templeId = useTempleId()
  const can = useCan()
  const markCompleted = useMarkCompleted(templeId)
  const [lang, setLang] = useState<OfferingLanguage>('en')
  const [downloading, setDownloading] = useState(false)
  const complete = useSingleFlightAction(() =>
    markCompleted.mutateAsync([order.id], {
      onSuccess: () => notify.success(t('orders.offeringReceipts.markedCompleted', { count: 1 })),
      onError: (error) => notify.error(t('orders.offeringReceipt.markFailed'), describeError(error)),
    }),
  )

  const download = async () => {
    setDownloading(true)
    try {
      await startDownload((await ordersApi.receiptLink(templeId, order.id, lang)).downloadUrl)
    } catch (error) {
      notify.error(t('orders.downloads.failed'), describeError(error))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <>
      <PageHeader
        back
        title={
          <Flex align="center" gap="3">
            {t('orders.offeringReceipt.title', { id: order.id })} <StatusBadge status={order.status} />
          </Flex>
        }
        description={t('orders.offeringReceipt.description', { offering: order.offeringDetail.name, date: formatDate(order.offeringDate) })}
        actions={
          <Flex gap="2" align="flex-end" wrap="wrap">
            <LanguageSelect value={lang} onChange={setLang} />
            <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
              <LuDownload /> {t('orders.offeringReceipt.downloadReceipt')}
            </Button>
            {can('change', 'offeringOrders') && order.status === 'paid' && (
              <Button size="sm" colorPalette="brand" loading={complete.pending} onClick={() => complete.run()}>
                <LuCheckCheck /> {t('orders.offeringReceipts.markCompleted')}
              </Button>
            )}
          </Flex>
        }
      />
      <Stack gap="4">
        <Panel>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <Detail label={t('orders.fields.bookedBy')}>
              {order.bookedBy}
              <Text color="fg.muted">{order.bookedByPhone}</Text>
            </Detail>
            <Detail label={t('orders.fields.bookingDate')}>
              {formatDate(order.bookingDate)}, <TimeText time={order.bookedTime} />
            </Detail>
            <Detail label={t('orders.fields.channel')}>
              <ChannelText channel={order.channel} />
            </Detail>
            <Detail label={t('orders.fields.offeringDate')}>{formatDate(order.offeringDate)}</Detail>
            <Detail label={t('orders.fields.offering')}>{order.offeringDetail.name}</Detail>
            <Detail label={t('orders.fields.category')}>{order.categoryDetail.name || '-'}</Detail>
            <Detail label={t('orders.fields.deity')}>{order.deityDetail?.name ?? '-'}</Detail>
            <Detail label={t('orders.fields.devotees')}>{order.devoteeCount}</Detail>
          </SimpleGrid>
        </Panel>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Panel>
            <Stack gap="3">
              <TableSection
                title={t('orders.fields.devotees')}
                level="h2"
                headers={[t('orders.offeringReceipt.name'), t('orders.offeringReceipt.birthStar'), t('orders.offeringReceipt.gothram')]}
                rows={order.devotees.map((d) => [d.name, birthStarLabel(d.birthStar), d.gothram || '-'])}
              />
              {order.addons.length > 0 && (
                <TableSection
                  title={t('orders.offeringReceipt.additionalDetails')}
                  level="h3"
                  headers={[t('orders.offeringReceipt.field'), t('orders.offeringReceipt.answer')]}
                  rows={order.addons.map((a) => [a.fieldName, a.value])}
                />
              )}
            </Stack>
          </Panel>
          <Panel>
            <Stack gap="3">
              <TableSection
                title={t('orders.offeringReceipt.amounts')}
                level="h2"
                headers={['', t('orders.fields.amount')]}
                rows={[
                  [t('orders.offeringReceipt.pricePerDevotee', { count: order.devoteeCount }), formatMoney(order.price)],
                  [t('orders.offeringReceipt.additionalDetails'), formatMoney(order.addonAmount)],
                  [t('orders.fields.amount'), formatMoney(order.amount)],
                  [t('orders.fields.dakshina'), formatMoney(order.dakshina)],
                  [t('orders.fields.total'), formatMoney(order.total)],
                ]}
              />
              <TableSection
                title={t('orders.offeringReceipt.feeSplit')}
                level="h3"
                headers={[t('orders.offeringReceipt.name'), t('orders.offeringReceipt.percent'), t('orders.offeringReceipt.value')]}
                rows={order.feeSplit.map((e) => [e.name, `${Number(e.percent)}%`, formatMoney(e.value)])}
                empty={t('orders.offeringReceipt.noFeeSplit')}
              />
            </Stack>
          </Panel>
        </SimpleGrid>
      </Stack>
    </>
  )
}
