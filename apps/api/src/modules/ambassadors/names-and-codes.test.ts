import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  applicationInput,
  applyMutation,
  approvedAmbassador,
  createOperationMutation,
  onAmbassador,
  operationInput,
} from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'

/*
 * Names shown to shoppers cannot turn the text around them ("You are shopping with Nina
 * \u202E…"), and codes cannot pass for the shop's own: the shared rules refuse both, in the
 * caller's language.
 */
let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

const updateProfileMutation = graphql(`
  mutation RenameAmbassador($input: AmbassadorProfileInput!) {
    updateProfile(input: $input) {
      ambassador {
        displayName
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const directionControls = ['\u202E', '\u202A', '\u2066', '\u2069', '\u200E', '\u200F']

describe('names shown to shoppers', () => {
  it.each(directionControls.map((control) => [control.codePointAt(0)?.toString(16), control]))(
    'refuse the direction control U+%s in a display name',
    async (_hex, control) => {
      const { token } = await approvedAmbassador(api, 'Bidi Name')
      const response = await onAmbassador(
        api,
        token,
        updateProfileMutation,
        { input: { displayName: `Nina ${control}eton`, legalStatus: 'individual', locale: 'en' } },
        { 'accept-language': 'fr' },
      )
      expect(response.body.data?.updateProfile).toEqual({
        ambassador: null,
        errors: [
          {
            field: 'displayName',
            code: 'text_direction_controls',
            message:
              'Le nom public ne doit pas contenir de caractères invisibles qui inversent le texte',
          },
        ],
      })
    },
  )

  it('refuse them in an application’s name and an operation’s name', async () => {
    const applied = await api.gql(applyMutation, {
      variables: { input: applicationInput({ name: 'Nina \u202Eeton' }) },
    })
    expect(applied.body.data?.applyAsAmbassador.errors).toEqual([
      expect.objectContaining({ field: 'name', code: 'text_direction_controls' }),
    ])
    const { token } = await approvedAmbassador(api, 'Operation Namer')
    const created = await onAmbassador(api, token, createOperationMutation, {
      input: operationInput({ name: 'Soldes \u2067de Nina\u2069', code: 'NINA-ETE' }),
    })
    expect(created.body.data?.createOperation.errors).toEqual([
      expect.objectContaining({ field: 'name', code: 'text_direction_controls' }),
    ])
  })
})

describe('codes', () => {
  it.each(['COMPTOIR', 'WELCOME10', 'SOLDES-2026', 'MY-COMPTOIR'])(
    'refuse the reserved code %s for an operation, in the caller’s language',
    async (code) => {
      const { token } = await approvedAmbassador(api, 'Code Taker')
      const response = await onAmbassador(
        api,
        token,
        createOperationMutation,
        { input: operationInput({ code }) },
        { 'accept-language': 'en' },
      )
      expect(response.body.data?.createOperation).toEqual({
        operation: null,
        errors: [
          {
            field: 'code',
            code: 'code_reserved',
            message: 'This code is reserved by the shop: choose another one',
          },
        ],
      })
    },
  )

  it('give an applicant named like the shop a code of their own', async () => {
    const applied = await api.gql(applyMutation, {
      variables: { input: applicationInput({ name: 'Comptoir Dupont' }) },
    })
    const code = applied.body.data?.applyAsAmbassador.application?.code ?? ''
    expect(code).toMatch(/^AMB\d*$/)
  })
})
