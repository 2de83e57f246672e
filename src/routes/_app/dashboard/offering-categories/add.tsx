import { createFileRoute } from '@tanstack/react-router'
import { OfferingCategoryForm } from '@/features/offering-categories/components/offering-category-form'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/offering-categories/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'offeringCategories'),
  component: () => <OfferingCategoryForm />,
})
