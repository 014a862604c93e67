import { describe, expect, it } from 'vitest'

import {
  firstIncompleteStep,
  isCheckoutStep,
  nextStep,
  previousStep,
  reachableStep,
} from './checkout-steps'

const nothing = { hasEmail: false, hasAddress: false, hasShippingMethod: false, hasPayment: false }
const everything = { hasEmail: true, hasAddress: true, hasShippingMethod: true, hasPayment: true }

describe('checkout steps', () => {
  it('recognises the step names only', () => {
    expect(isCheckoutStep('shipping')).toBe(true)
    expect(isCheckoutStep('pay')).toBe(false)
    expect(isCheckoutStep(undefined)).toBe(false)
  })

  it('finds the first step still to complete', () => {
    expect(firstIncompleteStep(nothing)).toBe('contact')
    expect(firstIncompleteStep({ ...nothing, hasEmail: true })).toBe('address')
    expect(firstIncompleteStep({ ...everything, hasShippingMethod: false })).toBe('shipping')
    expect(firstIncompleteStep({ ...everything, hasPayment: false })).toBe('payment')
    expect(firstIncompleteStep(everything)).toBe('review')
  })

  it('never opens a step whose predecessors are incomplete', () => {
    expect(reachableStep('review', nothing)).toBe('contact')
    expect(reachableStep('payment', { ...nothing, hasEmail: true })).toBe('address')
    expect(reachableStep('contact', everything)).toBe('contact')
    expect(reachableStep(undefined, { ...nothing, hasEmail: true })).toBe('address')
  })

  it('moves forward one step at a time and stops at the review', () => {
    expect(nextStep('contact')).toBe('address')
    expect(nextStep('payment')).toBe('review')
    expect(nextStep('review')).toBe('review')
  })

  it('moves back one step at a time and stops at the contact', () => {
    expect(previousStep('review')).toBe('payment')
    expect(previousStep('address')).toBe('contact')
    expect(previousStep('contact')).toBe('contact')
  })
})
