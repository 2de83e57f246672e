import { Button, SimpleGrid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuFileDown } from 'react-icons/lu'
import { useTempleId } from '@/session/context'
import { formatDate, formatTime } from '@/shared/lib/dates'
import { formatMoney } from '@/shared/lib/money'
import { PageHeader, Panel } from '@/shared/ui/page'
import { ORDER_CHANNEL_LABELS, type DonationOrder } from '../types'
import { downloadDonationReceipt } from './donation-receipts-page'
import { Detail, StatusBadge } from './parts'

export function DonationReceiptDetail({ receipt }: { receipt: DonationOrder }) {
  const templeId = useTempleId()
  const [busy, setBusy] = useState(false)
  return (
    <>
      <PageHeader
        back
        title={`Donation receipt #${receipt.id}`}
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
            <LuFileDown /> Download PDF
          </Button>
        }
      />
      <Panel>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <Detail label="Status">
            <StatusBadge status={receipt.status} />
          </Detail>
          <Detail label="Donor">
            {receipt.bookedBy}
            <Text color="fg.muted">{receipt.bookedByPhone}</Text>
          </Detail>
          <Detail label="Date of booking">
            {formatDate(receipt.bookingDate)}, {formatTime(receipt.bookedTime)}
          </Detail>
          <Detail label="For date">{formatDate(receipt.donationDate)}</Detail>
          <Detail label="Donation">{receipt.donationDetail.name}</Detail>
          <Detail label="Category">{receipt.categoryName || '-'}</Detail>
          <Detail label="Channel">{ORDER_CHANNEL_LABELS[receipt.channel] ?? receipt.channel}</Detail>
          <Detail label="Amount">{formatMoney(receipt.amount)}</Detail>
        </SimpleGrid>
      </Panel>
    </>
  )
}
