import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/layout/coming-soon'

export const Route = createFileRoute('/_static/coming-soon')({
  component: ComingSoonPage,
})
