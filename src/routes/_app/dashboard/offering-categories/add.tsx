import { createFileRoute } from '@tanstack/react-router'
import { CategoryForm } from '@/features/categories/components/category-form'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/offering-categories/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'offeringCategories'),
  component: () => <CategoryForm kind="offering" />,
})
