import { builder } from '../../graphql/public/builder'
import type { FaqEntryView, FaqSectionView } from './faq.service'

const FaqEntry = builder.objectRef<FaqEntryView>('FaqEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    question: t.exposeString('question'),
    answer: t.exposeString('answer', { description: 'Plain text.' }),
  }),
})

const FaqSection = builder.objectRef<FaqSectionView>('FaqSection').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    title: t.exposeString('title'),
    entries: t.expose('entries', { type: [FaqEntry] }),
  }),
})

builder.queryField('faq', (t) =>
  t.field({
    type: [FaqSection],
    description: 'Frequently asked questions, by section, in order.',
    resolve: (_root, args, context) => context.services.faq.listFaq(context.locale),
  }),
)
