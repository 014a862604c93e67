import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_connected/dashboard')({
  component: () => null,
})
