import { clientAnswering } from '@comptoir/app-shell/testing'
import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { t } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Provider } from 'urql'

import { pageStyles } from '../../components/page-styles'
import { StaffMemberCard } from './staff-member-card'
import type {
  changeStaffRoleDocument,
  revokeStaffSessionsDocument,
  staffListQuery,
} from './staff.graphql'

type StaffMember = ResultOf<typeof staffListQuery>['staffMembers'][number]

const jeanne: StaffMember = {
  id: 'staff-2',
  name: 'Jeanne Martin',
  email: 'jeanne@comptoir.test',
  role: 'ORDERS',
  status: 'ACTIVE',
  createdAt: '2026-10-02T08:30:00.000Z',
}

const roleChanged = (role: StaffMember['role']): ResultOf<typeof changeStaffRoleDocument> => ({
  changeStaffRole: { staff: { id: jeanne.id, role }, errors: [] },
})

const sessionsEnded: ResultOf<typeof revokeStaffSessionsDocument> = {
  revokeStaffSessions: { ok: true, errors: [] },
}

/** The back office's API, answered here: every change the owner makes succeeds. */
const { client } = clientAnswering((request) => {
  if (request.operationName === 'ChangeStaffRole') {
    const input = request.variables.input as { role: StaffMember['role'] }
    return roleChanged(input.role)
  }
  if (request.operationName === 'RevokeStaffSessions') return sessionsEnded
  return null
}, 'http://admin.test/gql/admin')

const meta = {
  title: 'Staff member card',
  component: StaffMemberCard,
  decorators: [
    (Story) => (
      <Provider value={client}>
        <ul className={pageStyles.list} style={{ maxWidth: 480 }}>
          <Story />
        </ul>
      </Provider>
    ),
  ],
  args: { member: jeanne, manage: true, onRemoved: fn() },
} satisfies Meta<typeof StaffMemberCard>

export default meta
type Story = StoryObj<typeof meta>

/** As the owner sees a colleague: the role to change, their sessions to end, removal. */
export const OwnerManages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const programme = { label: t`Ambassador programme` }
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t`Role` }), 'programme')
    await expect(
      await canvas.findByText(t`${jeanne.name} is now ${programme.label}.`),
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: t`Remove…` }))
    await expect(canvas.getByRole('button', { name: t`Remove ${jeanne.name}` })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: t`Keep` }))
  },
}

/** As any other member sees a colleague: name, address and role only. */
export const ReadOnly: Story = { args: { manage: false } }

/** Invited, not enrolled yet. */
export const Invited: Story = {
  args: {
    member: {
      ...jeanne,
      id: 'staff-3',
      name: 'Paul Leroy',
      email: 'paul@comptoir.test',
      status: 'INVITED',
    },
  },
}

/** On a phone, in French. */
export const PhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'phone390', isRotated: false } },
}
