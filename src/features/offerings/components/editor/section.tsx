import { Separator, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { TitleBlock } from '@/shared/ui/page'

/** A titled part of the editor (a labelled region, so tests and screen readers can find it). */
export function EditorSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Separator />
      <TitleBlock as="h2" size="md" title={title} description={description} />
      {children}
    </Stack>
  )
}
