import { maskFragments, type ResultOf } from '@comptoir/gql-client/ambassador-graphql'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import styles from '../../components/pages.module.css'
import { OperationCard } from './operation-card'
import { operationCardFragment } from './operation-card.graphql'
import { stateChip } from './operation-time'

type OperationCardData = ResultOf<typeof operationCardFragment>

const day = 24 * 60 * 60 * 1000
// A published operation's state follows the clock: the dates are set around the moment it is shown.
const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString()
const euros = (amount: number) => ({ amount, currency: 'EUR' as const })

const live: OperationCardData = {
  id: 'op-spring',
  name: 'Spring linen week',
  code: 'MARIE-PRINTEMPS',
  state: 'LIVE',
  customerDiscountPercent: 10,
  startsAt: daysFromNow(-2),
  endsAt: daysFromNow(5),
  closedAt: null,
  salesGoal: euros(150000),
  progress: { goalPercent: 42, sales: euros(63000) },
}

const card = (data: Partial<OperationCardData> = {}) =>
  maskFragments([operationCardFragment], { ...live, ...data })

const meta = {
  title: 'Operation card',
  component: OperationCard,
  decorators: [
    (Story) => (
      <ul className={styles.grid}>
        <Story />
      </ul>
    ),
  ],
  args: { operation: card() },
} satisfies Meta<typeof OperationCard>

export default meta
type Story = StoryObj<typeof meta>

/** Running now: its code, discount, dates and progress toward the sales goal. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Spring linen week' })).toHaveAttribute(
      'href',
      '/operation?id=op-spring',
    )
    await expect(canvas.getByText(stateChip('LIVE', i18n).label)).toBeInTheDocument()
    await expect(canvas.getByRole('progressbar', { name: t`Sales goal` })).toBeInTheDocument()
  },
}

/** Published, not started yet. */
export const Scheduled: Story = {
  args: {
    operation: card({
      state: 'SCHEDULED',
      startsAt: daysFromNow(3),
      endsAt: daysFromNow(10),
      progress: { goalPercent: 0, sales: euros(0) },
    }),
  },
}

/** Still a draft. */
export const Draft: Story = {
  args: {
    operation: card({
      name: 'Christmas tableware',
      code: 'MARIE-NOEL',
      state: 'DRAFT',
      startsAt: daysFromNow(20),
      endsAt: daysFromNow(27),
      progress: { goalPercent: 0, sales: euros(0) },
    }),
  },
}

/** Over, its goal passed. */
export const EndedGoalReached: Story = {
  args: {
    operation: card({
      state: 'ENDED',
      startsAt: daysFromNow(-20),
      endsAt: daysFromNow(-13),
      progress: { goalPercent: 112, sales: euros(168000) },
    }),
  },
}

const notStarted = (days: number) => ({
  startsAt: daysFromNow(days),
  endsAt: daysFromNow(days + 7),
  progress: { goalPercent: 0, sales: euros(0) },
})

const everyState = [
  card(),
  card({
    id: 'op-soon',
    name: 'Autumn pantry',
    code: 'MARIE-AUTOMNE',
    state: 'SCHEDULED',
    ...notStarted(3),
  }),
  card({
    id: 'op-draft',
    name: 'Christmas tableware',
    code: 'MARIE-NOEL',
    state: 'DRAFT',
    ...notStarted(20),
  }),
  card({
    id: 'op-past',
    name: 'Summer soaps',
    code: 'MARIE-ETE',
    state: 'ENDED',
    startsAt: daysFromNow(-20),
    endsAt: daysFromNow(-13),
    progress: { goalPercent: 112, sales: euros(168000) },
  }),
]

/** The list of operations on a phone, in French: one card a row. */
export const ListOnPhoneInFrench: Story = {
  render: () => (
    <>
      {everyState.map((operation, index) => (
        <OperationCard key={index} operation={operation} />
      ))}
    </>
  ),
  globals: { locale: 'fr', viewport: { value: 'phone390', isRotated: false } },
}

/** The list of operations on a desktop, in French: as many cards a row as fit. */
export const ListOnDesktopInFrench: Story = {
  ...ListOnPhoneInFrench,
  globals: { locale: 'fr', viewport: { value: 'desktop1280', isRotated: false } },
}
