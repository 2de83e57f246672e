import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donation-categories/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'donationCategories'),
  component: () => <ComingSection title="Donation categories" />,
})
