import { createFileRoute } from '@tanstack/react-router'
import { StaticLayout } from '@/layout/public-layout'

export const Route = createFileRoute('/_static')({
  component: StaticLayout,
})
