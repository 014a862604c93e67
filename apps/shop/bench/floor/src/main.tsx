import { gql, useQuery } from 'urql'

import { renderFloorApp } from './floor-app'

/**
 * The stack's floor: the reference app plus the libraries every page of the shop needs before
 * its first interaction (urql with the normalized cache and the server-data exchange, Lingui),
 * with one query and no app code. The shop's budget is read against it too.
 */
function Products() {
  const [result] = useQuery<{ products: { nodes: { id: string; name: string }[] } }>({
    query: gql('{ products(first: 4) { nodes { id name } } }'),
  })
  return <h1>{result.data ? 'Products' : 'Home'}</h1>
}

renderFloorApp(Products)
