import { createFileRoute } from '@tanstack/react-router'
import { StatusPage } from '@/layout/status-page'

export const Route = createFileRoute('/_static/maintenance')({
  component: () => (
    <StatusPage
      title="Down for maintenance"
      message="We are making some improvements and will be back shortly. Thank you for your patience."
    />
  ),
})
