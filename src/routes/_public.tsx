import { createFileRoute } from '@tanstack/react-router'
import { PublicLayout } from '@/layout/public-layout'

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
})
