import { CloseButton, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { LuMegaphone } from 'react-icons/lu'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'
import { Bar } from '@/shared/ui/bar'

const KEY = 'tbo.announcement-dismissed'

function dismissedText(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null
  }
}

/**
 * The announcement banner: its text comes from `VITE_ANNOUNCEMENT` (none set, no banner). A
 * dismissal is remembered in this browser for that text; a new text shows again.
 */
export function AnnouncementBanner({ text = env.announcement }: { text?: string }) {
  const t = useT()
  const [dismissed, setDismissed] = useState(() => dismissedText() === text)
  if (!text || dismissed) return null
  return (
    <Bar
      role="region"
      aria-label={t('layout.announcement.label')}
      inset="shell"
      py="1.5"
      bg="brand.solid"
      color="brand.contrast"
      fontSize="sm"
      wrap="nowrap"
    >
      <LuMegaphone aria-hidden style={{ flexShrink: 0 }} />
      <Text flex="1">{text}</Text>
      <CloseButton
        size="2xs"
        variant="plain"
        color="inherit"
        aria-label={t('layout.announcement.dismiss')}
        onClick={() => {
          try {
            localStorage.setItem(KEY, text)
          } catch {
            // Not remembered: hidden for this page only.
          }
          setDismissed(true)
        }}
      />
    </Bar>
  )
}
