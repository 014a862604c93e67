import type { Client } from 'urql'

import { faqDocument } from './faq.graphql'

/** The questions, fetched ahead of the page's render (on the server, or early on navigation). */
export async function prefetchFaq(client: Client) {
  await client.query(faqDocument, {}).toPromise()
}
