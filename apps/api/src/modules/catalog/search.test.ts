import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/public-graphql'

import { startTestApp, type TestApp } from '../../../test/app'
import { createPasswordHasher } from '../../modules/accounts/passwords'
import { demoData } from '../../seed/demo-data'
import { seedDatabase } from '../../seed/seed'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, demoData, createPasswordHasher())
})

afterAll(async () => {
  await api.close()
})

const searchQuery = graphql(`
  query SearchProducts($search: String) {
    products(first: 50, search: $search) {
      totalCount
      edges {
        node {
          slug
        }
      }
    }
  }
`)

async function search(text: string, language: 'en' | 'fr' = 'en') {
  const before = api.database.handle.statementCount
  const response = await api.gql(searchQuery, {
    variables: { search: text },
    headers: { 'accept-language': language },
  })
  expect(response.body.errors).toBeUndefined()
  expect(api.database.handle.statementCount - before).toBe(1)
  return response.body.data!.products.edges.map((edge) => edge.node.slug)
}

const stripedNames = ['chaussettes-rayees', 'coussin-lin-raye']
const stripedTops = ['mariniere-classique', 'mariniere-manches-courtes']

describe('search', () => {
  it.each(['rayé', 'raye', 'RAYÉ', 'Rayé', 'rayee'])(
    'finds %j whatever the accents and case, names first',
    async (text) => {
      for (const language of ['en', 'fr'] as const) {
        const found = await search(text, language)
        expect(found.slice(0, 2).sort()).toEqual(stripedNames)
        expect(found).toEqual(expect.arrayContaining(stripedTops))
        expect(found).not.toContain('porte-savon')
      }
    },
  )

  it('matches the variant names in both languages', async () => {
    expect((await search('Écru')).sort()).toEqual((await search('ecru')).sort())
    expect(await search('écru rayé marine', 'fr')).toEqual(
      expect.arrayContaining(['mariniere-classique']),
    )
    expect(await search('navy stripes')).toEqual(expect.arrayContaining(stripedTops))
  })

  it('ranks name matches before matches elsewhere', async () => {
    const found = await search('striped')
    expect(found.slice(0, 2).sort()).toEqual(stripedNames)
  })
})
