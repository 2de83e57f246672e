import { Box, Button, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuImage } from 'react-icons/lu'
import { describeError, fieldErrors } from '@/shared/api/errors'
import { FilePicker } from '@/shared/forms/file-picker'
import { useSingleFlight } from '@/shared/forms/single-flight'
import { msg, t as translate, useT, type MessageKey } from '@/shared/i18n'
import { IMAGE_RULE, IMAGE_TYPES } from '@/shared/lib/files'
import { Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { useUploadTempleImage } from '../mutations'
import type { Temple, TempleImageKind } from '../schemas'
import { safeImageSrc } from '@/shared/lib/safe-url'

/** Per image: its label, its upload button and its success message (message keys). */
const TEXTS: Record<TempleImageKind, { label: MessageKey; upload: MessageKey; updated: MessageKey }> = {
  cover: { label: msg('temple.images.cover'), upload: msg('temple.images.uploadCover'), updated: msg('temple.images.coverUpdated') },
  display: {
    label: msg('temple.images.display'),
    upload: msg('temple.images.uploadDisplay'),
    updated: msg('temple.images.displayUpdated'),
  },
  logo: { label: msg('temple.images.logo'), upload: msg('temple.images.uploadLogo'), updated: msg('temple.images.logoUpdated') },
}

/** Pick one jpeg/png (at most 5 MB), preview it, then upload it with progress. */
export function ImageUploader({ temple, kind, disabled }: { temple: Temple; kind: TempleImageKind; disabled?: boolean }) {
  const t = useT()
  const upload = useUploadTempleImage()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | undefined>()
  const texts = TEXTS[kind]

  const save = useSingleFlight(async () => {
    if (!file) return
    setError(undefined)
    setProgress(0)
    try {
      await upload.mutateAsync({ temple, kind, file, onProgress: setProgress })
      setFile(null)
      notify.success(translate(texts.updated))
    } catch (failure) {
      setError(fieldErrors(failure)[`${kind}Img`] ?? describeError(failure))
    } finally {
      setProgress(null)
    }
  })

  return (
    <Stack gap="2">
      <FilePicker
        label={t(texts.label)}
        accept={IMAGE_TYPES}
        value={file}
        onChange={(next) => {
          setError(undefined)
          setFile(next)
        }}
        rule={IMAGE_RULE}
        error={error}
        currentUrl={temple.images[kind]}
        progress={progress}
        disabled={disabled}
        helper={t('temple.images.helper')}
      />
      {file && (
        <Flex gap="2">
          <Button size="sm" colorPalette="brand" onClick={() => void save()} loading={upload.isPending} disabled={disabled}>
            {t(texts.upload)}
          </Button>
        </Flex>
      )}
    </Stack>
  )
}

/** Per image: its alt text (with the temple's name) and what the placeholder says when there is none. */
const PICTURE_TEXTS: Record<TempleImageKind, [alt: MessageKey, missing: MessageKey]> = {
  cover: [msg('temple.images.coverAlt'), msg('temple.images.noCover')],
  display: [msg('temple.images.displayAlt'), msg('temple.images.displayPlaceholder')],
  logo: [msg('temple.images.logoAlt'), msg('temple.images.noLogo')],
}

/** The temple's image when its address is safe to show, else a placeholder naming what is missing. */
function TempleImage({ temple, kind, fit }: { temple: Temple; kind: TempleImageKind; fit: 'cover' | 'contain' }) {
  const t = useT()
  const [alt, missing] = PICTURE_TEXTS[kind]
  const safe = safeImageSrc(temple.images[kind])
  return safe ? <Image src={safe} alt={t(alt, { name: temple.name })} objectFit={fit} boxSize="full" /> : <Placeholder label={t(missing)} />
}

function Placeholder({ label }: { label: string }) {
  return (
    <Flex align="center" justify="center" boxSize="full" color="fg.subtle" direction="column" gap="1">
      <LuImage size="28" aria-hidden />
      <Text fontSize="xs">{label}</Text>
    </Flex>
  )
}

/** The cover banner with the display image on it, and their uploaders. */
export function CoverAndDisplayCard({ temple, disabled }: { temple: Temple; disabled?: boolean }) {
  return (
    <Panel>
      <Stack gap="5">
        <Box position="relative" mb="10">
          <Box h={{ base: '32', md: '44' }} borderRadius="lg" overflow="hidden" bg="bg.muted">
            <TempleImage temple={temple} kind="cover" fit="cover" />
          </Box>
          <Box
            position="absolute"
            insetStart="5"
            bottom="-10"
            boxSize="24"
            borderRadius="full"
            overflow="hidden"
            borderWidth="4px"
            borderColor="bg"
            bg="bg.muted"
            shadow="md"
          >
            <TempleImage temple={temple} kind="display" fit="cover" />
          </Box>
        </Box>
        <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
          {(['cover', 'display'] as const).map((kind) => (
            <Box key={kind} flex="1">
              <ImageUploader temple={temple} kind={kind} disabled={disabled} />
            </Box>
          ))}
        </Flex>
      </Stack>
    </Panel>
  )
}

export function LogoCard({ temple, disabled }: { temple: Temple; disabled?: boolean }) {
  const t = useT()
  return (
    <Panel>
      <Stack gap="4" align="stretch">
        <Heading as="h2" size="md">
          {t('temple.images.logo')}
        </Heading>
        <Box alignSelf="center" boxSize="32" borderRadius="xl" overflow="hidden" borderWidth="1px" bg="bg.muted">
          <TempleImage temple={temple} kind="logo" fit="contain" />
        </Box>
        <ImageUploader temple={temple} kind="logo" disabled={disabled} />
      </Stack>
    </Panel>
  )
}
