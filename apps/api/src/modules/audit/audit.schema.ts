import { isUuid } from '../../db/ids'
import { builder, DateTime, roles } from '../../graphql/admin/builder'
import { listAuditEntries, listAuditRecordTypes, type AuditEntry } from './audit.service'

const AuditEntryRef = builder.objectRef<AuditEntry>('AuditEntry').implement({
  description:
    'One change made from the back office or the command line. Never changed afterwards.',
  authScopes: { role: roles.oversight },
  fields: (t) => ({
    id: t.id({ resolve: (entry) => String(entry.id) }),
    actorId: t.id({ nullable: true, resolve: (entry) => entry.actorId }),
    actorLabel: t.exposeString('actorLabel', {
      description: 'The staff member’s e-mail address, or `cli`.',
    }),
    action: t.exposeString('action', { description: 'What was done, e.g. `staff.removed`.' }),
    recordType: t.exposeString('recordType'),
    recordId: t.exposeString('recordId'),
    before: t.string({
      nullable: true,
      description: 'The record before the change, as JSON.',
      resolve: (entry) => (entry.before ? JSON.stringify(entry.before) : null),
    }),
    after: t.string({
      nullable: true,
      description: 'The record after the change, as JSON.',
      resolve: (entry) => (entry.after ? JSON.stringify(entry.after) : null),
    }),
    requestId: t.exposeString('requestId', { nullable: true }),
    at: t.expose('at', { type: DateTime }),
  }),
})

const AuditPageRef = builder
  .objectRef<{ entries: AuditEntry[]; hasMore: boolean }>('AuditPage')
  .implement({
    fields: (t) => ({
      entries: t.expose('entries', { type: [AuditEntryRef] }),
      hasMore: t.exposeBoolean('hasMore', { description: 'Older entries follow.' }),
    }),
  })

const AuditFilter = builder.inputType('AuditFilter', {
  fields: (t) => ({
    actorId: t.id({ description: 'Changes of this staff member.' }),
    recordType: t.string({ description: 'Changes of records of this type, e.g. `staff`.' }),
    since: t.field({ type: DateTime, description: 'From this instant on.' }),
    until: t.field({ type: DateTime, description: 'Before this instant.' }),
  }),
})

builder.queryFields((t) => ({
  auditEntries: t.field({
    type: AuditPageRef,
    authScopes: { role: roles.oversight },
    description: 'The audit log, newest first, filtered.',
    args: {
      filter: t.arg({ type: AuditFilter }),
      first: t.arg.int({ description: 'At most 100 (default 50).' }),
      before: t.arg.id({ description: 'The entries older than this one.' }),
    },
    resolve: (_root, { filter, first, before }, context) => {
      const actorId = filter?.actorId ?? null
      if (actorId && !isUuid(actorId)) return { entries: [], hasMore: false }
      const beforeId = before ? Number(before) : null
      return listAuditEntries(context.services.db, {
        actorId,
        recordType: filter?.recordType ?? null,
        since: filter?.since ?? null,
        until: filter?.until ?? null,
        beforeId: beforeId !== null && Number.isSafeInteger(beforeId) ? beforeId : null,
        limit: Math.min(Math.max(first ?? 50, 1), 100),
      })
    },
  }),
  auditRecordTypes: t.stringList({
    authScopes: { role: roles.oversight },
    description: 'The types of record the audit log holds, for its filter.',
    resolve: (_root, _args, context) => listAuditRecordTypes(context.services.db),
  }),
}))
