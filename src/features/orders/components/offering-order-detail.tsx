import { Button, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuCheckCheck, LuDownload } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { formatDate, formatTime } from '@/shared/lib/dates'
import { formatMoney } from '@/shared/lib/money'
import { birthStarLabel, type OfferingLanguage } from '@/shared/lib/star-languages'
import { PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { ordersApi } from '../api'
import { openDownload } from '../downloads'
import { useMarkCompleted } from '../mutations'
import { ORDER_CHANNEL_LABELS, type OfferingOrder } from '../types'
import { Detail, LanguageSelect, StatusBadge } from './parts'

function SmallTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
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
  )
}

export function OfferingOrderDetail({ order }: { order: OfferingOrder }) {
  const templeId = useTempleId()
  const can = useCan()
  const markCompleted = useMarkCompleted(templeId)
  const [lang, setLang] = useState<OfferingLanguage>('en')
  const [downloading, setDownloading] = useState(false)

  const download = async () => {
    setDownloading(true)
    try {
      openDownload((await ordersApi.receiptLink(templeId, order.id, lang)).downloadUrl)
    } catch (error) {
      notify.error('Download failed', describeError(error))
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
            Receipt #{order.id} <StatusBadge status={order.status} />
          </Flex>
        }
        description={`${order.offeringDetail.name} on ${formatDate(order.offeringDate)}`}
        actions={
          <Flex gap="2" align="flex-end" wrap="wrap">
            <LanguageSelect value={lang} onChange={setLang} />
            <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
              <LuDownload /> Download receipt
            </Button>
            {can('change', 'offeringOrders') && order.status === 'paid' && (
              <Button
                size="sm"
                colorPalette="brand"
                loading={markCompleted.isPending}
                onClick={() =>
                  markCompleted.mutate([order.id], {
                    onSuccess: () => notify.success('1 receipt marked completed'),
                    onError: (error) => notify.error('Could not mark the receipt completed', describeError(error)),
                  })
                }
              >
                <LuCheckCheck /> Mark completed
              </Button>
            )}
          </Flex>
        }
      />
      <Stack gap="4">
        <Panel>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <Detail label="Booked by">
              {order.bookedBy}
              <Text color="fg.muted">{order.bookedByPhone}</Text>
            </Detail>
            <Detail label="Date of booking">
              {formatDate(order.bookingDate)}, {formatTime(order.bookedTime)}
            </Detail>
            <Detail label="Channel">{ORDER_CHANNEL_LABELS[order.channel] ?? order.channel}</Detail>
            <Detail label="Date of offering">{formatDate(order.offeringDate)}</Detail>
            <Detail label="Offering">{order.offeringDetail.name}</Detail>
            <Detail label="Category">{order.categoryDetail.name || '-'}</Detail>
            <Detail label="Deity">{order.deityDetail?.name ?? '-'}</Detail>
            <Detail label="Devotees">{order.devoteeCount}</Detail>
          </SimpleGrid>
        </Panel>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Panel>
            <Stack gap="3">
              <Heading as="h2" size="md">
                Devotees
              </Heading>
              <SmallTable
                caption="Devotees"
                headers={['Name', 'Birth star', 'Gothram']}
                rows={order.devotees.map((d) => [d.name, birthStarLabel(d.birthStar), d.gothram || '-'])}
              />
              {order.addons.length > 0 && (
                <>
                  <Heading as="h3" size="sm">
                    Additional details
                  </Heading>
                  <SmallTable
                    caption="Additional details"
                    headers={['Field', 'Answer']}
                    rows={order.addons.map((a) => [a.fieldName, a.value])}
                  />
                </>
              )}
            </Stack>
          </Panel>
          <Panel>
            <Stack gap="3">
              <Heading as="h2" size="md">
                Amounts
              </Heading>
              <SmallTable
                caption="Amounts"
                headers={['', 'Amount']}
                rows={[
                  [
                    `Price per devotee (${order.devoteeCount} ${order.devoteeCount === 1 ? 'devotee' : 'devotees'})`,
                    formatMoney(order.price),
                  ],
                  ['Additional details', formatMoney(order.addonAmount)],
                  ['Amount', formatMoney(order.amount)],
                  ['Dakshina', formatMoney(order.dakshina)],
                  ['Total', formatMoney(order.total)],
                ]}
              />
              <Heading as="h3" size="sm">
                Fee split
              </Heading>
              {order.feeSplit.length ? (
                <SmallTable
                  caption="Fee split"
                  headers={['Name', 'Percent', 'Value']}
                  rows={order.feeSplit.map((e) => [e.name, `${Number(e.percent)}%`, formatMoney(e.value)])}
                />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  This offering has no fee split.
                </Text>
              )}
            </Stack>
          </Panel>
        </SimpleGrid>
      </Stack>
    </>
  )
}
