import type { Locale } from '@comptoir/i18n/locales'
import { asc, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { faqSections } from '../../db/schema'
import type { LocalizedText } from '../../db/schema/localized'
import { localize } from '../catalog/catalog.views'
import { faqFacts, fillFacts, type FaqSettings } from './faq-facts'

export interface FaqEntryView {
  id: string
  question: string
  answer: string
}

export interface FaqSectionView {
  key: string
  title: string
  entries: FaqEntryView[]
}

interface EntryRow {
  id: string
  question: LocalizedText
  answer: LocalizedText
}

const entriesJson = sql<EntryRow[]>`(
  SELECT coalesce(json_agg(json_build_object('id', e.id, 'question', e.question, 'answer', e.answer)
    ORDER BY e.position, e.id), '[]'::json)
  FROM faq_entries e WHERE e.section_id = faq_sections.id)`

/**
 * The FAQ, grouped by section, in order, in one statement. Prices, delays and rules in the
 * answers come from the settings checkout and the programme apply, never from the text.
 */
export function createFaqService(db: Database, settings: FaqSettings) {
  async function listFaq(locale: Locale): Promise<FaqSectionView[]> {
    const facts = faqFacts(settings, locale)
    const rows = await db
      .select({ key: faqSections.key, title: faqSections.title, entries: entriesJson })
      .from(faqSections)
      .orderBy(asc(faqSections.position), asc(faqSections.key))
    return rows.map((row) => ({
      key: row.key,
      title: localize(row.title, locale),
      entries: row.entries.map((entry) => ({
        id: entry.id,
        question: localize(entry.question, locale),
        answer: fillFacts(localize(entry.answer, locale), facts),
      })),
    }))
  }
  return { listFaq }
}

export type FaqService = ReturnType<typeof createFaqService>
