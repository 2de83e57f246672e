import { createFileRoute } from '@tanstack/react-router'
import { DonationCategoryForm } from '@/features/donation-categories/components/donation-category-form'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donation-categories/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'donationCategories'),
  component: () => <DonationCategoryForm />,
})
