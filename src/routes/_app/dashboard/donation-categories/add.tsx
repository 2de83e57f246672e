import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donation-categories/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'donationCategories'),
  component: () => <ComingSection title="Add donation category" />,
})
