import { describe, expect, it, vi } from 'vitest'
import { applyPayloadErrors, formErrorsOf } from './payload-errors'

describe('applyPayloadErrors', () => {
  it('sets nested field errors and collects the rest as form-level messages', () => {
    const form = {
      values: { email: '', shippingAddress: { line1: '' } },
      setFieldError: vi.fn(),
      setStatus: vi.fn(),
    }
    const rest = applyPayloadErrors(form, [
      { field: 'shippingAddress.line1', code: 'REQUIRED', message: 'Requis' },
      { field: null, code: 'BAD_CREDENTIALS', message: 'Identifiants invalides' },
      { field: 'unknown', code: 'X', message: 'Autre' },
    ])
    expect(form.setFieldError).toHaveBeenCalledWith('shippingAddress.line1', 'Requis')
    expect(form.setFieldError).toHaveBeenCalledTimes(1)
    expect(rest).toEqual(['Identifiants invalides', 'Autre'])
    expect(form.setStatus).toHaveBeenCalledWith({ formErrors: rest })
  })

  it('strips a prefix before matching', () => {
    const form = { values: { line1: '' }, setFieldError: vi.fn(), setStatus: vi.fn() }
    expect(
      applyPayloadErrors(form, [{ field: 'address.line1', code: 'R', message: 'm' }], {
        prefix: 'address',
      }),
    ).toEqual([])
    expect(form.setFieldError).toHaveBeenCalledWith('line1', 'm')
    expect(form.setStatus).toHaveBeenCalledWith(undefined)
  })

  it('shows no empty alert for a failure already reported elsewhere', () => {
    const form = { values: { email: '' }, setFieldError: vi.fn(), setStatus: vi.fn() }
    expect(applyPayloadErrors(form, [{ field: null, code: 'UNEXPECTED', message: '' }])).toEqual([])
    expect(form.setFieldError).not.toHaveBeenCalled()
    expect(form.setStatus).toHaveBeenCalledWith(undefined)
  })
})

describe('formErrorsOf', () => {
  it('reads back the form-level messages a submit left in the status, and nothing else', () => {
    let status: unknown
    const form = {
      values: { email: '' },
      setFieldError: vi.fn(),
      setStatus: (next: unknown) => {
        status = next
      },
    }
    applyPayloadErrors(form, [{ field: null, code: 'RATE_LIMITED', message: 'Trop d’essais' }])
    expect(formErrorsOf(status)).toEqual(['Trop d’essais'])
    applyPayloadErrors(form, [])
    expect(formErrorsOf(status)).toEqual([])
    expect(formErrorsOf({ sent: true })).toEqual([])
  })
})
