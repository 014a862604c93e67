import { describe, expect, it } from 'vitest'

import { describeError } from './describe-error'

describe('describeError', () => {
  it('keeps the status code, status message and message of an HTTP-like error', () => {
    const error = Object.assign(new Error('No such operation'), {
      statusCode: 404,
      statusMessage: 'Not Found',
    })
    expect(describeError(error)).toEqual({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: 'No such operation',
    })
  })

  it('treats anything else as a server error', () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      statusCode: 500,
      statusMessage: undefined,
      message: 'x is undefined',
    })
    expect(describeError('boom')).toEqual({
      statusCode: 500,
      statusMessage: undefined,
      message: undefined,
    })
  })
})
