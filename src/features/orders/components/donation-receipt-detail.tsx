import { Button, SimpleGrid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuFileDown } from 'react-icons/lu'
import { useTempleId } from '@/session/context'
import { useT } from '@/shared/i18n'
import { formatDate } from '@/shared/lib/dates'
import { formatMoney } from '@/shared/lib/money'
import { PageHeader, Panel } from '@/shared/ui/page'
import type { DonationOrder } from '../types'
import { downloadDonationReceipt } from './donation-receipts-page'
import { ChannelText, Detail, StatusBadge, TimeText } from './receipt-ui'

export function DonationReceiptDetail({ receipt }: { receipt: DonationOrder }) {
  const t = useT()
  const templeId = useTempleId()
  const [busy, setBusy] = useState(false)
  return (
    <>
      <PageHeader
        back
        title={t('orders.donationReceipt.title', { id: receipt.id })}
        description={receipt.donationDetail.name}
        actions={
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            onClick={() => {
              setBusy(true)
              void downloadDonationReceipt(templeId, receipt.id).finally(() => setBusy(false))
            }}
          >
            <LuFileDown /> {t('orders.donationReceipt.downloadPdf')}
          </Button>
        }
      />
      <Panel>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <Detail label={t('orders.fields.status')}>
            <StatusBadge status={receipt.status} />
          </Detail>
          <Detail label={t('orders.fields.donor')}>
            {receipt.bookedBy}
            <Text color="fg.muted">{receipt.bookedByPhone}</Text>
          </Detail>
          <Detail label={t('orders.fields.bookingDate')}>
            {formatDate(receipt.bookingDate)}, <TimeText time={receipt.bookedTime} />
          </Detail>
          <Detail label={t('orders.fields.forDate')}>{formatDate(receipt.donationDate)}</Detail>
          <Detail label={t('orders.fields.donation')}>{receipt.donationDetail.name}</Detail>
          <Detail label={t('orders.fields.category')}>{receipt.categoryName || '-'}</Detail>
          <Detail label={t('orders.fields.channel')}>
            <ChannelText channel={receipt.channel} />
          </Detail>
          <Detail label={t('orders.fields.amount')}>{formatMoney(receipt.amount)}</Detail>
        </SimpleGrid>
      </Panel>
    </>
  )
}
