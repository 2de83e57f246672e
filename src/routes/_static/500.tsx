import { createFileRoute } from '@tanstack/react-router'
import { StatusPage } from '@/layout/status-page'

export const Route = createFileRoute('/_static/500')({
  component: () => (
    <StatusPage code="500" title="Server error" message="We are facing internal server error and working towards to fix it soon." />
  ),
})
