import { Alert, Button, Code, Flex, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { LuCheck, LuCopy } from 'react-icons/lu'
import { FormField } from '@/shared/forms/field'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'
import { buildEmbedSnippet, httpUrl } from '../schemas'

/**
 * The temple's website url and the booking plugin's frame to paste into it. Copy shows 'Copied'.
 * The plugin host comes from VITE_PLUGIN_HOST; without it the snippet carries a placeholder.
 */
export function PluginEmbed({ templeId, host = env.pluginHost }: { templeId: number; host?: string }) {
  const t = useT()
  const [websiteUrl, setWebsiteUrl] = useState('')
  const [copied, setCopied] = useState(false)
  const [copyFailed, setCopyFailed] = useState(false)
  const snippet = buildEmbedSnippet({ host, templeId, websiteUrl })
  const invalid = websiteUrl.trim() !== '' && !httpUrl(websiteUrl)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <Stack gap="3">
      {!host && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('staff.plugin.hostMissing')}</Alert.Title>
            <Alert.Description>{t('staff.plugin.hostMissingHelp')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <FormField
        label={t('staff.plugin.websiteLabel')}
        error={invalid ? t('staff.plugin.websiteInvalid') : undefined}
        helper={t('staff.plugin.websiteHelper')}
      >
        <Input
          type="url"
          placeholder="https://www.example.org"
          value={websiteUrl}
          onChange={(event) => {
            setWebsiteUrl(event.currentTarget.value)
            setCopyFailed(false)
          }}
        />
      </FormField>
      {snippet ? (
        <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" fontSize="xs" data-testid="embed-snippet">
          {snippet}
        </Code>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('staff.plugin.enterWebsite')}
        </Text>
      )}
      <Flex direction="column" align="flex-start" gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={!snippet}
          onClick={async () => {
            if (!snippet) return
            try {
              // Without a secure context (plain http) there is no clipboard at all.
              if (!navigator.clipboard) throw new Error('No clipboard')
              await navigator.clipboard.writeText(snippet)
              setCopyFailed(false)
              setCopied(true)
            } catch {
              setCopied(false)
              setCopyFailed(true)
            }
          }}
        >
          {copied ? <LuCheck /> : <LuCopy />} {copied ? t('staff.plugin.copied') : t('staff.plugin.copy')}
        </Button>
        {copyFailed && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {t('staff.plugin.copyFailed')}
          </Text>
        )}
      </Flex>
    </Stack>
  )
}
