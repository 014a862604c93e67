import type { Locale } from '@comptoir/i18n/locales'
import { i18n, type Messages } from '@lingui/core'

/** The feature folders that have a catalogue of their own (`src/features/<name>/locales`). */
export const features = [
  'apply',
  'auth',
  'commissions',
  'dashboard',
  'exports',
  'forms',
  'landing',
  'notifications',
  'operations',
  'orders',
  'pages',
  'payouts',
  'session',
  'settings',
  'shell',
] as const

/** A feature whose catalogue a route asks for. */
export type Feature = (typeof features)[number]

/** A catalogue of the portal: the shell's (`src/locales`: routes, app) or a feature's. */
type Catalogue = Feature | 'portal'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The feature catalogues the route's pages show (its parents' are loaded too); the shell's
     * and the layouts' (`shell`) are always loaded.
     */
    catalogues?: readonly Feature[]
  }
}

const files = import.meta.glob<Messages>('./**/locales/*/messages.po', { import: 'messages' })

/** The catalogues every page needs: the shell's and the layouts'. */
const needed = new Set<Catalogue>(['portal', 'shell'])

/**
 * One message id of each catalogue loaded so far (`null` for an empty one): the ids are the same
 * in every language, so the id tells whether the active language has that catalogue yet.
 */
const markers = new Map<Catalogue, string | null>()

function loadCatalogue(name: Catalogue, locale: Locale): Promise<Messages> {
  const folder = name === 'portal' ? '.' : `./features/${name}`
  const load = files[`${folder}/locales/${locale}/messages.po`]
  if (!load) return Promise.reject(new Error(`No "${name}" catalogue for "${locale}"`))
  return load()
}

async function loadCatalogues(names: readonly Catalogue[], locale: Locale): Promise<Messages> {
  const loaded = await Promise.all(
    names.map(async (name) => {
      const messages = await loadCatalogue(name, locale)
      markers.set(name, Object.keys(messages)[0] ?? null)
      return messages
    }),
  )
  return Object.assign({}, ...loaded) as Messages
}

/**
 * The portal's catalogues for one language, merged: the shell's, the layouts' and those of every
 * route shown or prepared so far (a language switch loads them all). A catalogue that a route
 * asks for while this load runs is included too.
 */
export async function loadPortalMessages(locale: Locale): Promise<Messages> {
  const included = new Set<Catalogue>()
  const messages: Messages = {}
  while (included.size < needed.size) {
    const more = [...needed].filter((name) => !included.has(name))
    for (const name of more) included.add(name)
    Object.assign(messages, await loadCatalogues(more, locale))
  }
  return messages
}

/** The needed catalogues the active language lacks (all of them before the first activation). */
function lacking(): Catalogue[] {
  const active = i18n.locale ? i18n.messages : {}
  return [...needed].filter((name) => {
    const marker = markers.get(name)
    return marker === undefined || (marker !== null && !(marker in active))
  })
}

/**
 * Adds to the active language the needed catalogues it lacks: those a route asked for, or those
 * a language switch started before the route asked for them left out.
 */
async function completeActiveLanguage(): Promise<void> {
  const locale = i18n.locale as Locale | ''
  if (!locale) return
  const missing = lacking()
  if (missing.length === 0) return
  const messages = await loadCatalogues(missing, locale)
  if (i18n.locale === locale) i18n.load(locale, messages)
}

let watching = false

/**
 * Makes the catalogues of some features part of the portal's from now on, and resolves once the
 * active language has them (a route's `loader`, so its page shows in one language at once). A
 * catalogue that fails to load is reported as a warning, as the language provider does.
 */
export async function needCatalogues(names: readonly Feature[] = []): Promise<void> {
  for (const name of names) needed.add(name)
  if (!watching) {
    watching = true
    // After a language switch, whatever the switch left out is added.
    i18n.on('change', () => {
      void completeActiveLanguage().catch(warn)
    })
  }
  await completeActiveLanguage().catch(warn)
}

function warn(reason: unknown): void {
  console.warn('Could not load a portal catalogue', reason)
}

/**
 * Marks as needed the catalogues the routes of the first page ask for, before the first language
 * loads: they come with it instead of after it.
 */
export function needFirstCatalogues(names: readonly Feature[]): void {
  for (const name of names) needed.add(name)
}

/** A route `loader` that loads the catalogues its `staticData` names. */
export function loadRouteCatalogues({
  route,
}: {
  route: { options: { staticData?: { catalogues?: readonly Feature[] } } }
}): Promise<void> {
  return needCatalogues(route.options.staticData?.catalogues)
}
