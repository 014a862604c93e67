import { AppLink } from '@comptoir/app-shell/app-link'
import { Button } from '@comptoir/ui/button'
import { Drawer } from '@comptoir/ui/drawer'
import { EmptyState } from '@comptoir/ui/empty-state'
import { IconButton } from '@comptoir/ui/icon-button'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'

import { useNotifications } from './ambassador-events'
import { eventKey } from './event-list'
import { describeEvent } from './event-text'
import styles from './notification-bell.module.css'
import type { AmbassadorEvent } from './notifications.graphql'

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  )
}

/** Where an entry leads: its order in the orders page, the payouts, or the operation's room. */
function EntryLink({
  event,
  onNavigate,
  children,
}: {
  event: AmbassadorEvent
  onNavigate: () => void
  children: ReactNode
}) {
  const common = { className: styles.entry, variant: 'quiet' as const, onClick: onNavigate }
  if (event.orderNumber) {
    return (
      <AppLink to="/orders" search={{ number: event.orderNumber }} {...common}>
        {children}
      </AppLink>
    )
  }
  if (event.type === 'PAYOUT_STATUS_CHANGED') {
    return (
      <AppLink to="/payouts" {...common}>
        {children}
      </AppLink>
    )
  }
  if (event.operationId) {
    return (
      <AppLink to="/operation" search={{ id: event.operationId }} {...common}>
        {children}
      </AppLink>
    )
  }
  return <span className={styles.entry}>{children}</span>
}

/**
 * The header's bell: the latest entries, live ones included, each leading to what it is about,
 * with the count of unread ones (kept by the server for every device) and "mark all as read".
 */
export function NotificationBell() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const { entries, unread, isUnread, markAllRead, refresh } = useNotifications()
  const [open, setOpen] = useState(false)
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`
  return (
    <span className={styles.bell}>
      <Drawer
        title={t`Notifications`}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (next) refresh()
        }}
        trigger={
          <IconButton label={label}>
            <BellIcon />
          </IconButton>
        }
      >
        {(close) =>
          entries.length === 0 ? (
            <EmptyState
              title={t`Nothing new yet`}
              description={t`Orders with your code, commission changes and payout decisions appear here as they happen.`}
            />
          ) : (
            <>
              <div className={styles.toolbar}>
                <p className={styles.summary} aria-live="polite">
                  {unread > 0 ? (
                    <Plural value={unread} one="# unread" other="# unread" />
                  ) : (
                    t`All read`
                  )}
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={unread === 0}
                  onPress={() => void markAllRead()}
                >
                  {t`Mark all as read`}
                </Button>
              </div>
              <ol className={styles.list}>
                {entries.map((event) => {
                  const fresh = isUnread(event)
                  return (
                    <li
                      key={eventKey(event)}
                      className={styles.item}
                      data-unread={fresh || undefined}
                    >
                      <EntryLink event={event} onNavigate={close}>
                        <span className={styles.text}>
                          {fresh ? <span className={styles.spoken}>{t`Unread:`} </span> : null}
                          {describeEvent(event, i18n)}
                        </span>
                        <time className={styles.time} dateTime={event.at}>
                          {time.format(new Date(event.at))}
                        </time>
                      </EntryLink>
                    </li>
                  )
                })}
              </ol>
            </>
          )
        }
      </Drawer>
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </span>
  )
}
