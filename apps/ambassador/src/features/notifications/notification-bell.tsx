import { Drawer } from '@comptoir/ui/drawer'
import { EmptyState } from '@comptoir/ui/empty-state'
import { IconButton } from '@comptoir/ui/icon-button'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'

import { useNotifications } from './ambassador-events'
import { eventKey } from './event-list'
import { describeEvent } from './event-text'
import styles from './notification-bell.module.css'

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

/** The header's bell: the latest events, live ones included, with the count of unread ones. */
export function NotificationBell() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const { events, unread, markRead } = useNotifications()
  const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' })
  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`
  return (
    <span className={styles.bell}>
      <Drawer
        title={t`Notifications`}
        onOpenChange={(open) => {
          if (open) markRead()
        }}
        trigger={
          <IconButton label={label}>
            <BellIcon />
          </IconButton>
        }
      >
        {events.length === 0 ? (
          <EmptyState
            title={t`Nothing new yet`}
            description={t`Orders with your code, commission changes and payout decisions appear here as they happen.`}
          />
        ) : (
          <ol className={styles.list}>
            {events.map((event) => (
              <li key={eventKey(event)} className={styles.item}>
                <span>{describeEvent(event, i18n)}</span>
                <time className={styles.time} dateTime={event.at}>
                  {time.format(new Date(event.at))}
                </time>
              </li>
            ))}
          </ol>
        )}
      </Drawer>
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </span>
  )
}
