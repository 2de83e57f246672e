import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'

export const Route = createFileRoute('/_app/staff/dashboard')({
  component: () => <ComingSection title="Staff dashboard" />,
})
