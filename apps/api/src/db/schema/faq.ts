import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'

import type { LocalizedText } from './localized'

export const faqSections = pgTable('faq_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
})

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => faqSections.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<LocalizedText>().notNull(),
    answer: jsonb('answer').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('faq_entries_section_id_idx').on(table.sectionId)],
)
