/// <reference types="vite/client" />
import { useEffect, useState } from 'react'

import {
  buildMetaPath,
  isBuildInfo,
  isBuildMeta,
  latestBuildPath,
  type BuildInfo,
  type BuildMeta,
} from './build-info'
import { loadPayload } from './load-payload'

/** How often the deployed build is compared with the running one: every 60 minutes. */
export const updateCheckIntervalMs = 60 * 60 * 1000

/** Delay before the running build's manifest is prefetched: 1 second after start. */
export const manifestPrefetchDelayMs = 1000

/** The id of the running build, injected by `comptoirPwa()`; undefined in development. */
export function runningBuildId(): string | undefined {
  const id: unknown = import.meta.env.VITE_BUILD_ID
  return typeof id === 'string' && id !== '' ? id : undefined
}

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** True when the visitor asked to save data or the connection is 2g or slower. */
export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined' || !('connection' in navigator)) return false
  const connection = navigator.connection as NetworkInformationLike | undefined
  if (!connection) return false
  return connection.saveData === true || /(?:^|-)2g$/.test(connection.effectiveType ?? '')
}

/** Runs `task` once the browser is idle (`requestIdleCallback`, else a short timeout). */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => {
      task()
    })
    return () => {
      cancelIdleCallback(handle)
    }
  }
  const handle = setTimeout(task, 1)
  return () => {
    clearTimeout(handle)
  }
}

/** Settings of {@link startUpdateCheck}. */
export interface UpdateCheckOptions {
  /** Id of the running build (default: the one injected at build time). Without one, nothing runs. */
  buildId?: string | undefined
  /** Site root the `builds/` folder lives under (default: Vite's `BASE_URL`). */
  base?: string
  /** Called once each time a different deployed build is seen. */
  onUpdate?: (latest: BuildInfo) => void
  /** Called with the running build's manifest once prefetched. */
  onManifest?: (meta: BuildMeta) => void
}

/** A running build check; `stop` cancels every pending timer. */
export interface UpdateCheck {
  /** Compares `builds/latest.json` with the running build now. */
  check: () => Promise<void>
  stop: () => void
}

/**
 * Watches for a new deploy: `builds/latest.json` is fetched when the browser is first idle, then
 * every 60 minutes, and a different id than the running build's calls `onUpdate`. The running
 * build's manifest (`builds/meta/{id}.json`) is prefetched 1 second after start unless the
 * connection is very slow. Failed loads are only logged as warnings.
 */
export function startUpdateCheck(options: UpdateCheckOptions = {}): UpdateCheck {
  const buildId = 'buildId' in options ? options.buildId : runningBuildId()
  const base = options.base ?? import.meta.env.BASE_URL
  const root = base.endsWith('/') ? base : `${base}/`
  let lastSeen: string | undefined

  const check = async (): Promise<void> => {
    if (buildId === undefined) return
    const latest = await loadPayload(`${root}${latestBuildPath}`, isBuildInfo)
    if (!latest || latest.id === buildId || latest.id === lastSeen) return
    lastSeen = latest.id
    options.onUpdate?.(latest)
  }

  if (buildId === undefined) return { check, stop: () => undefined }

  let interval: ReturnType<typeof setInterval> | undefined
  const cancelIdle = whenIdle(() => {
    void check()
    interval = setInterval(() => void check(), updateCheckIntervalMs)
  })
  const prefetch = isSlowConnection()
    ? undefined
    : setTimeout(() => {
        void loadPayload(`${root}${buildMetaPath(buildId)}`, isBuildMeta).then((meta) => {
          if (meta) options.onManifest?.(meta)
        })
      }, manifestPrefetchDelayMs)

  return {
    check,
    stop() {
      cancelIdle()
      clearInterval(interval)
      clearTimeout(prefetch)
    },
  }
}

function askServiceWorkerToUpdate(): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.update())
    .catch((error: unknown) => {
      console.warn('Could not look for a service worker update', error)
    })
}

/** What {@link useUpdateCheck} reports. */
export interface UpdateNotice {
  /** A newer build is deployed: show the update notice. */
  updateAvailable: boolean
  /** The deployed build, once a different one was seen. */
  latest: BuildInfo | undefined
  /** The running build's manifest, once prefetched. */
  manifest: BuildMeta | undefined
}

/**
 * Runs {@link startUpdateCheck} while mounted and reports whether a newer build is deployed.
 * When one is, the service worker is asked to look for its own update too, so that
 * `useServiceWorker().needRefresh` follows.
 */
export function useUpdateCheck(
  options: Omit<UpdateCheckOptions, 'onUpdate' | 'onManifest'> = {},
): UpdateNotice {
  const [latest, setLatest] = useState<BuildInfo | undefined>(undefined)
  const [manifest, setManifest] = useState<BuildMeta | undefined>(undefined)
  const hasBuildId = 'buildId' in options
  const { buildId, base } = options

  useEffect(() => {
    const watcher = startUpdateCheck({
      ...(hasBuildId ? { buildId } : {}),
      ...(base === undefined ? {} : { base }),
      onUpdate(found) {
        setLatest(found)
        askServiceWorkerToUpdate()
      },
      onManifest: setManifest,
    })
    return watcher.stop
  }, [hasBuildId, buildId, base])

  return { updateAvailable: latest !== undefined, latest, manifest }
}
