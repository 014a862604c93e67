import { FormAlert } from '@comptoir/app-shell/form-alert'
import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { Badge } from '@comptoir/ui/badge'
import { Button } from '@comptoir/ui/button'
import { Select } from '@comptoir/ui/select'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { pageStyles } from '../../components/page-styles'
import { staffRoleNames, useRoleLabels, type StaffRoleName } from '../session/role-labels'
import {
  changeStaffRoleDocument,
  removeStaffDocument,
  revokeStaffSessionsDocument,
  type staffListQuery,
} from './staff.graphql'

type StaffMember = ResultOf<typeof staffListQuery>['staffMembers'][number]

/** One member of the staff; the owner changes their role, ends their sessions or removes them. */
export function StaffMemberCard({
  member,
  manage,
  onRemoved,
}: {
  member: StaffMember
  /** The owner's actions (not on their own card). */
  manage: boolean
  onRemoved: () => void
}) {
  const { t } = useLingui()
  const labels = useRoleLabels()
  const [messages, setMessages] = useState<{ tone: 'danger' | 'success'; text: string } | null>(
    null,
  )
  const [confirming, setConfirming] = useState(false)
  const [role, changeRole] = useMutation(changeStaffRoleDocument)
  const [removal, remove] = useMutation(removeStaffDocument)
  const [revocation, revoke] = useMutation(revokeStaffSessionsDocument)
  const report = (errors: readonly { message: string }[], done: string) => {
    const [first] = errors
    setMessages(first ? { tone: 'danger', text: first.message } : { tone: 'success', text: done })
  }
  return (
    <li className={pageStyles.card} aria-label={member.name}>
      <div className={pageStyles.cardHead}>
        <h3 className={pageStyles.cardTitle}>{member.name}</h3>
        <Badge tone={member.status === 'ACTIVE' ? 'success' : 'warning'}>
          {member.status === 'ACTIVE' ? t`Active` : t`Invited`}
        </Badge>
      </div>
      <p className={pageStyles.muted}>{member.email}</p>
      {manage ? (
        <Select
          label={t`Role`}
          value={member.role.toLowerCase()}
          disabled={role.fetching}
          options={staffRoleNames.map((name) => ({
            value: name.toLowerCase(),
            label: labels[name],
          }))}
          onChange={(event) => {
            const next = event.currentTarget.value.toUpperCase() as StaffRoleName
            void changeRole({ input: { staffId: member.id, role: next } }).then((result) => {
              const payload = result.data?.changeStaffRole
              if (payload) report(payload.errors, t`${member.name} is now ${labels[next]}.`)
            })
          }}
        />
      ) : (
        <p className={pageStyles.muted}>{labels[member.role]}</p>
      )}
      {manage && (
        <div className={pageStyles.actions}>
          <Button
            variant="secondary"
            size="sm"
            isPending={revocation.fetching}
            onPress={() => {
              void revoke({ input: { staffId: member.id } }).then((result) => {
                const payload = result.data?.revokeStaffSessions
                if (payload) report(payload.errors, t`Every session of ${member.name} has ended.`)
              })
            }}
          >
            {t`End their sessions`}
          </Button>
          {confirming ? (
            <>
              <Button
                variant="danger"
                size="sm"
                isPending={removal.fetching}
                onPress={() => {
                  void remove({ input: { staffId: member.id } }).then((result) => {
                    const payload = result.data?.removeStaff
                    if (!payload) return
                    report(payload.errors, '')
                    if (payload.staff) onRemoved()
                  })
                }}
              >
                {t`Remove ${member.name}`}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => {
                  setConfirming(false)
                }}
              >
                {t`Keep`}
              </Button>
            </>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                setConfirming(true)
              }}
            >
              {t`Remove…`}
            </Button>
          )}
        </div>
      )}
      {messages && messages.text !== '' && (
        <FormAlert tone={messages.tone} messages={[messages.text]} />
      )}
    </li>
  )
}
