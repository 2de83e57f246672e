import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/refresh')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true })
  },
})
