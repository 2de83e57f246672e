import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donation-categories/edit/$id')({
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'donationCategories'),
  component: () => <ComingSection title="Edit donation category" />,
})
