import { Badge, Button, List, Stack, Text } from '@chakra-ui/react'
import { describeError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { msg, useT, type MessageKey } from '@/shared/i18n'
import { formatMoney } from '@/shared/lib/money'
import { useTempleCatalogue, type CatalogueKind } from '../queries'

const EMPTY: Record<CatalogueKind, MessageKey> = {
  'offering-category': msg('staff.catalogue.offeringCategoriesEmpty'),
  deity: msg('staff.catalogue.deitiesEmpty'),
  offering: msg('staff.catalogue.offeringsEmpty'),
}

/** A read-only list of the temple's offering categories, deities or offerings. */
export function CataloguePanel({ templeId, kind }: { templeId: number; kind: CatalogueKind }) {
  const t = useT()
  const list = useTempleCatalogue(templeId, kind)
  if (list.isPending) return <Text fontSize="sm">{t('staff.common.loading')}</Text>
  if (list.isError) return <FormAlert message={describeError(list.error)} />
  if (list.data.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t(EMPTY[kind])}
      </Text>
    )
  }
  return (
    <Stack gap="2">
      {/* It scrolls: a keyboard reaches it (with nothing focusable inside, the list takes the focus itself). */}
      <List.Root variant="plain" gap="1" maxH="60" overflowY="auto" fontSize="sm" tabIndex={0}>
        {list.data.map((item) => (
          <List.Item key={item.id} justifyContent="space-between" display="flex" gap="2" py="1" borderBottomWidth="1px">
            <Text>
              {item.name} {item.isMain && <Badge size="xs">{t('staff.catalogue.main')}</Badge>}
            </Text>
            {item.price !== undefined && <Text color="fg.muted">{formatMoney(item.price)}</Text>}
          </List.Item>
        ))}
      </List.Root>
      {list.hasNextPage && (
        <Button size="xs" variant="ghost" alignSelf="start" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('staff.common.loadMore')}
        </Button>
      )}
    </Stack>
  )
}
