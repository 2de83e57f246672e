import { createFileRoute } from '@tanstack/react-router'
import { CategoryForm } from '@/features/categories/components/category-form'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donation-categories/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'donationCategories'),
  component: () => <CategoryForm kind="donation" />,
})
