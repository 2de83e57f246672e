import { Box, Flex, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Fragment, useEffect, useMemo } from 'react'
import { deitySearchQuery } from '@/features/deities/queries'
import { donationSearchQuery } from '@/features/donations/queries'
import { offeringSearchQuery } from '@/features/offerings/queries'
import { templeSearchQuery } from '@/features/staff/queries'
import { useCan, useSessionState } from '@/session/context'
import { useT } from '@/shared/i18n'
import { NAV_ITEMS } from '../nav-items'
import { idFromUrl, type SearchHit } from './hits'

const MIN_LENGTH = 2

/**
 * The header search's listbox. Sections match at once; the server is asked (with the list
 * endpoints' `name` filter, or the staff temple search's `query`) from two characters on, only
 * for areas the user may view. Reports its hits up so the input's arrows and Enter can pick.
 */
export default function SearchResults({
  listId,
  text,
  query,
  visible,
  active,
  onHits,
  onPick,
  onHover,
}: {
  listId: string
  text: string
  query: string
  visible: boolean
  active: number
  onHits: (hits: SearchHit[]) => void
  onPick: (hit: SearchHit) => void
  onHover: (index: number) => void
}) {
  const t = useT()
  const { role, templeId } = useSessionState()
  const can = useCan()
  const asked = query.length >= MIN_LENGTH
  const temple = role === 'user' && templeId !== null && asked ? templeId : null
  const options = { staleTime: 30_000, retry: false } as const

  const offerings = useQuery({
    ...offeringSearchQuery(temple ?? 0, query),
    ...options,
    enabled: temple !== null && can('view', 'offerings'),
  })
  const deities = useQuery({ ...deitySearchQuery(temple ?? 0, query), ...options, enabled: temple !== null && can('view', 'deities') })
  const donations = useQuery({
    ...donationSearchQuery(temple ?? 0, query),
    ...options,
    enabled: temple !== null && can('view', 'donations'),
  })
  const temples = useQuery({ ...templeSearchQuery(query), ...options, enabled: role === 'staff' && asked })

  const hits = useMemo<SearchHit[]>(() => {
    const needle = text.toLowerCase()
    if (!needle) return []
    const sections: SearchHit[] = NAV_ITEMS.filter(
      (item) =>
        role !== null &&
        item.roles.includes(role) &&
        (!item.manage || templeId !== null) &&
        (!item.area || can('view', item.area)) &&
        t(item.label).toLowerCase().includes(needle),
    ).map((item) => ({ key: `section-${item.to}`, group: t('layout.search.sections'), label: t(item.label), href: item.to }))
    const found: SearchHit[] = [...sections]
    for (const offering of offerings.data ?? []) {
      const category = idFromUrl(offering.category)
      found.push({
        key: `offering-${offering.id}`,
        group: t('layout.search.offerings'),
        label: offering.name,
        detail: offering.categoryDetail?.name,
        // Offerings are edited in a dialog of the list: the list opens on the offering's category.
        href: category ? `/dashboard/offerings?category=${category}` : '/dashboard/offerings',
      })
    }
    for (const deity of deities.data ?? []) {
      found.push({
        key: `deity-${deity.id}`,
        group: t('layout.search.deities'),
        label: deity.name,
        href: `/dashboard/deities/edit/${deity.id}`,
      })
    }
    for (const donation of donations.data ?? []) {
      found.push({
        key: `donation-${donation.id}`,
        group: t('layout.search.donations'),
        label: donation.name,
        href: `/dashboard/donations/edit/${donation.id}`,
      })
    }
    for (const found_ of temples.data ?? []) {
      const place = [found_.address?.city, found_.address?.state].filter(Boolean).join(', ')
      found.push({
        key: `temple-${found_.id}`,
        group: t('layout.search.temples'),
        label: found_.name,
        detail: place || undefined,
        href: `/staff/dashboard?temple=${found_.id}`,
      })
    }
    return found
  }, [t, text, role, templeId, can, offerings.data, deities.data, donations.data, temples.data])

  useEffect(() => onHits(hits), [hits, onHits])

  const loading = [offerings, deities, donations, temples].some((q) => q.isFetching)
  const failed = [offerings, deities, donations, temples].some((q) => q.isError)
  if (!visible) return <Box id={listId} role="listbox" aria-label={t('layout.search.results')} hidden />

  let lastGroup = ''
  return (
    <Box
      position="absolute"
      insetInlineStart="0"
      insetInlineEnd="0"
      top="calc(100% + 4px)"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="l2"
      shadow="lg"
      zIndex="popover"
      maxH="min(24rem, 70vh)"
      overflowY="auto"
      py="1"
    >
      <Box id={listId} role="listbox" aria-label={t('layout.search.results')}>
        {hits.map((hit, index) => {
          const header = hit.group !== lastGroup
          lastGroup = hit.group
          return (
            <Fragment key={hit.key}>
              {header && (
                <Text
                  role="presentation"
                  px="3"
                  pt="2"
                  pb="1"
                  fontSize="xs"
                  fontWeight="semibold"
                  color="fg.muted"
                  textTransform="uppercase"
                >
                  {hit.group}
                </Text>
              )}
              <Flex
                id={`${listId}-${hit.key}`}
                role="option"
                aria-selected={index === active}
                px="3"
                py="2"
                gap="2"
                align="baseline"
                cursor="pointer"
                bg={index === active ? 'bg.muted' : undefined}
                // Keep the focus in the input: the pick happens on the mouse down.
                onMouseDown={(event) => {
                  event.preventDefault()
                  onPick(hit)
                }}
                onMouseEnter={() => onHover(index)}
              >
                <Text fontSize="sm" lineClamp={1}>
                  {hit.label}
                </Text>
                {hit.detail && (
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {hit.detail}
                  </Text>
                )}
              </Flex>
            </Fragment>
          )
        })}
      </Box>
      {hits.length === 0 && !loading && (
        <Text px="3" py="2" fontSize="sm" color="fg.muted" role="status">
          {failed
            ? t('layout.search.failed')
            : !asked && text.length < MIN_LENGTH
              ? t('layout.search.tooShort', { count: MIN_LENGTH })
              : t('layout.search.nothingFound', { text })}
        </Text>
      )}
      {loading && (
        <Flex px="3" py="2" gap="2" align="center" fontSize="sm" color="fg.muted" role="status">
          <Spinner size="xs" /> {t('layout.search.searching')}
        </Flex>
      )}
    </Box>
  )
}
