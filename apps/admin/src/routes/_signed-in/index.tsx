import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_signed-in/')({
  beforeLoad: () => {
    redirect({ to: '/account', replace: true, throw: true })
  },
})
