import { Accordion, Badge, Box, Grid, GridItem, Skeleton, SkeletonText, Stack } from '@chakra-ui/react'
import { notFound } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LuHash } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { describeError, isApiError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { AccordionSection } from '@/shared/ui/accordion-section'
import { PageHeader, Panel } from '@/shared/ui/page'
import { useTemple } from '../queries'
import { LocationCard } from './location-card'
import { NoPermissionOverlay } from './no-permission-overlay'
import { ReferenceSettingsForm } from './reference-settings'
import { CoverAndDisplayCard, LogoCard } from './temple-images'
import { TempleForm } from './temple-form'

export function ProfileSkeleton() {
  const t = useT()
  return (
    <Box aria-busy="true" aria-label={t('temple.profile.loading')} data-testid="profile-skeleton">
      <Skeleton h="8" w="60" mb="6" />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <Stack gap="6">
          <Skeleton h="56" borderRadius="lg" />
          <Panel>
            <SkeletonText noOfLines={10} gap="4" />
          </Panel>
        </Stack>
        <Stack gap="6">
          <Skeleton h="64" borderRadius="lg" />
          <Skeleton h="12" borderRadius="lg" />
          <Skeleton h="12" borderRadius="lg" />
        </Stack>
      </Grid>
    </Box>
  )
}

/**
 * /dashboard/profile: images and details on the left; logo, ID reset settings and the bank
 * account (a slot the route fills, features never import each other) on the right; the map at
 * the bottom. Without change permission everything is covered by an overlay.
 */
export function ProfilePage({ bankAccountItem }: { bankAccountItem?: ReactNode }) {
  const t = useT()
  const templeId = useTempleId()
  const can = useCan()
  const temple = useTemple(templeId)
  const readOnly = !can('change', 'temple')

  if (temple.isPending) return <ProfileSkeleton />
  if (temple.isError) {
    // No temple found: the route's not-found page (with a home button).
    if (isApiError(temple.error) && temple.error.status === 404) throw notFound()
    return <FormAlert message={describeError(temple.error)} />
  }
  const data = temple.data

  return (
    <>
      <PageHeader
        title={t('temple.profile.title')}
        description={data.name}
        actions={
          <Badge
            size="lg"
            colorPalette={data.approvalStatus === 'pending' ? 'orange' : data.isActive ? 'green' : 'gray'}
            data-testid="temple-state"
          >
            {data.approvalStatus === 'pending'
              ? t('temple.profile.pending')
              : data.isActive
                ? t('temple.profile.active')
                : t('temple.profile.inactive')}
          </Badge>
        }
      />
      <NoPermissionOverlay active={readOnly}>
        <Stack gap="6">
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(20rem, 1fr)' }} gap="6" alignItems="start">
            <GridItem>
              <Stack gap="6">
                <CoverAndDisplayCard temple={data} disabled={readOnly} />
                <Panel>
                  <TempleForm key={data.id} temple={data} disabled={readOnly} />
                </Panel>
              </Stack>
            </GridItem>
            <GridItem>
              <Stack gap="6">
                <LogoCard temple={data} disabled={readOnly} />
                <Accordion.Root multiple collapsible lazyMount variant="enclosed" bg="bg">
                  <AccordionSection value="reference-settings" icon={<LuHash />} title={t('temple.references.title')}>
                    <ReferenceSettingsForm temple={data} disabled={readOnly} />
                  </AccordionSection>
                  {bankAccountItem}
                </Accordion.Root>
              </Stack>
            </GridItem>
          </Grid>
          <LocationCard key={`${data.location?.latitude},${data.location?.longitude}`} temple={data} disabled={readOnly} />
        </Stack>
      </NoPermissionOverlay>
    </>
  )
}
