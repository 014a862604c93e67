import type { TadaDocumentNode } from 'gql.tada'
import { Kind, print } from 'graphql'

/** The JSON body the shop's client POSTs for a typed document. */
export function requestBody<Data, Variables>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
): string {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  )
  const operationName = operation?.name?.value ?? null
  return JSON.stringify({ operationName, query: print(document), variables })
}

/** POSTs a typed document to `url` and returns its data; throws on GraphQL errors. */
export async function gql<Data, Variables>(
  url: string,
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  token?: string,
): Promise<Data> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: requestBody(document, variables),
  })
  const body = (await response.json()) as { data?: Data | null; errors?: unknown }
  if (!body.data || body.errors) throw new Error(`${url}: ${JSON.stringify(body)}`)
  return body.data
}
