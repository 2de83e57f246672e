import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/auth/components/legal-pages'

export const Route = createFileRoute('/_public/contact')({
  component: () => <LegalPage page="contact" />,
})
