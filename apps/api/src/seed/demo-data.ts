import { accounts } from './data/accounts'
import { operations } from './data/ambassador-operations'
import { categories, products } from './data/catalog'
import { faqSections } from './data/faq'
import type { SeedData } from './seed'

/** The demo catalogue, FAQ, accounts and ambassador operation shipped with the repository. */
export const demoData: SeedData = { categories, products, faqSections, accounts, operations }
