import { createFileRoute } from '@tanstack/react-router'
import { PublicLayout } from '@/layout/public-layout'
import { pageMessages } from './-areas'

export const Route = createFileRoute('/_public')({
  // Most public pages show only the shell part; the invitation pages need their area's messages.
  beforeLoad: async ({ matches }) => {
    const messages: Promise<void> = pageMessages(matches)
    await messages
  },
  component: PublicLayout,
})
