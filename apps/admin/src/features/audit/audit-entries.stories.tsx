import { clientAnswering } from '@comptoir/app-shell/testing'
import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { t } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Provider } from 'urql'

import { AuditEntries } from './audit-entries'
import type { auditEntriesQuery } from './audit.graphql'

type AuditPage = ResultOf<typeof auditEntriesQuery>

const page: AuditPage = {
  auditEntries: {
    hasMore: true,
    entries: [
      {
        id: 'audit-3',
        actorLabel: 'owner@comptoir.test',
        action: 'staff.role_changed',
        recordType: 'staff',
        recordId: 'staff-2',
        before: JSON.stringify({ email: 'jeanne@comptoir.test', role: 'ORDERS' }),
        after: JSON.stringify({ email: 'jeanne@comptoir.test', role: 'PROGRAMME' }),
        requestId: 'req-7f3a2c',
        at: '2026-11-27T14:12:09.000Z',
      },
      {
        id: 'audit-2',
        actorLabel: 'cli',
        action: 'staff.invited',
        recordType: 'staff',
        recordId: 'staff-3',
        before: null,
        after: JSON.stringify({
          email: 'paul@comptoir.test',
          role: 'READ_ONLY',
          status: 'INVITED',
        }),
        requestId: null,
        at: '2026-11-26T09:40:00.000Z',
      },
      {
        id: 'audit-1',
        actorLabel: 'seed',
        action: 'staff.owner_created',
        recordType: 'staff',
        recordId: 'staff-1',
        before: null,
        after: JSON.stringify({ name: 'Claire Dubois', role: 'OWNER' }),
        requestId: null,
        at: '2026-11-20T08:00:00.000Z',
      },
    ],
  },
}

const answering = (data: AuditPage) =>
  clientAnswering(() => data, 'http://admin.test/gql/admin').client

const meta = {
  title: 'Audit entries',
  component: AuditEntries,
  decorators: [
    (Story, { parameters }) => (
      <Provider value={answering((parameters.auditPage as AuditPage | undefined) ?? page)}>
        <Story />
      </Provider>
    ),
  ],
  args: { filter: {}, before: null, onOlder: null },
} satisfies Meta<typeof AuditEntries>

export default meta
type Story = StoryObj<typeof meta>

/** The latest changes: what changed, who did it and from which request. */
export const Latest: Story = {
  args: { onOlder: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cli = { name: t`the command line` }
    await expect(await canvas.findByText(t`Role changed`)).toBeInTheDocument()
    await expect(canvas.getByText(t`By ${cli.name}`, { exact: false })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: t`Older entries` })).toBeInTheDocument()
  },
}

/** No change matches the filters. */
export const NothingMatches: Story = {
  parameters: { auditPage: { auditEntries: { hasMore: false, entries: [] } } },
}

/** On a phone, in French. */
export const PhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'phone390', isRotated: false } },
}

/** On a desktop, in French. */
export const DesktopInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'desktop1280', isRotated: false } },
}
