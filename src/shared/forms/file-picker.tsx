import { Box, Button, Field, Flex, Image, Progress, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { LuFileText, LuUpload, LuX } from 'react-icons/lu'
import { checkFile, checkFileContent, formatBytes, type FileRule } from '../lib/files'
import { safeImageSrc } from '../lib/safe-url'
import { useT, useTranslateText } from '../i18n'

interface FilePickerProps {
  label: string
  accept: readonly string[]
  value: File | null
  onChange: (file: File | null) => void
  rule: FileRule
  /** A message from outside (schema or server). */
  error?: string | undefined
  /** What is stored now (shown until a new file is picked). */
  currentUrl?: string | null
  /** 0..1 while uploading; null or undefined otherwise. */
  progress?: number | null
  required?: boolean
  disabled?: boolean
  helper?: string
}

/**
 * Picks one file, checks it against the rule at once, its type and size, then its first bytes (the
 * message shows at the field and a bad file is never passed on), previews images, and shows upload progress.
 */
export function FilePicker({
  label,
  accept,
  value,
  onChange,
  rule,
  error,
  currentUrl,
  progress,
  required,
  disabled,
  helper,
}: FilePickerProps) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const t = useT()
  const translate = useTranslateText()
  const [rejection, setRejection] = useState<string | null>(null)
  // The content check reads the file: only the last pick's answer counts.
  const lastPick = useRef(0)
  const preview = useMemo(() => (value && value.type.startsWith('image/') ? URL.createObjectURL(value) : null), [value])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  // Our own preview of a picked file (blob:), else what the server stores, only when http(s).
  const shownUrl = preview ?? (value ? null : (safeImageSrc(currentUrl) ?? null))
  const isPdf = value
    ? value.type === 'application/pdf'
    : Boolean(currentUrl && (/\.pdf($|\?)/i.test(currentUrl) || currentUrl.startsWith('data:application/pdf')))
  const message = rejection ?? (error ? translate(error) : undefined)
  const uploading = typeof progress === 'number'

  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label htmlFor={inputId}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Flex gap="4" align="center" wrap="wrap">
        <Box
          boxSize="20"
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
        >
          {shownUrl && !isPdf ? (
            <Image src={shownUrl} alt={`${label} preview`} objectFit="cover" boxSize="full" />
          ) : (
            <LuFileText aria-hidden size="28" color="var(--chakra-colors-fg-muted)" />
          )}
        </Box>
        <Stack gap="1" flex="1" minW="40">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={accept.join(',')}
            disabled={disabled || uploading}
            aria-invalid={Boolean(message)}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null
              event.currentTarget.value = ''
              if (!file) return
              const pick = ++lastPick.current
              void (async () => {
                const problem = checkFile(file, rule) ?? (await checkFileContent(file, rule))
                if (pick !== lastPick.current) return
                setRejection(problem)
                if (!problem) onChange(file)
              })()
            }}
          />
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={disabled || uploading}>
              <LuUpload /> {value || currentUrl ? t('common.file.chooseAnother') : t('common.file.choose')}
            </Button>
            {value && !uploading && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  lastPick.current += 1
                  setRejection(null)
                  onChange(null)
                }}
              >
                <LuX /> {t('common.file.clear')}
              </Button>
            )}
          </Flex>
          {value && (
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {value.name} · {formatBytes(value.size)}
            </Text>
          )}
        </Stack>
      </Flex>
      {uploading && (
        <Progress.Root
          value={Math.round((progress ?? 0) * 100)}
          size="sm"
          w="full"
          colorPalette="brand"
          aria-label={t('common.file.uploading', { label })}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  )
}
