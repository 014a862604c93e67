import { afterEach, describe, expect, it, vi } from 'vitest'

import { holdSubmissions, releaseHeldForms } from './hold-forms'

function prerenderedPage() {
  document.body.innerHTML = `<div id="app" data-prerendered="/login">
    <form><input name="email" value=""><button type="submit">Sign in</button></form>
  </div>`
  const app = document.getElementById('app')!
  const form = app.querySelector('form')!
  return { app, form }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('a pre-rendered form', () => {
  // One listener for the whole file, as the page's first script installs it once.
  holdSubmissions(document)

  it('is held while the app has not taken the page over, then sent through the app', () => {
    vi.useFakeTimers()
    const { app, form } = prerenderedPage()
    const sent: boolean[] = []
    form.addEventListener('submit', (event) => {
      sent.push(event.defaultPrevented)
    })
    form.requestSubmit()
    // The browser would have sent it; the listener before the app's stopped that.
    expect(sent).toEqual([true])
    expect(form.hasAttribute('data-held-submit')).toBe(true)

    releaseHeldForms(app)
    expect(app.hasAttribute('data-prerendered')).toBe(false)
    vi.runAllTimers()
    expect(sent).toEqual([true, false])
    expect(form.hasAttribute('data-held-submit')).toBe(false)
  })

  it('leaves forms alone once the app has taken over, and sends nothing that was not held', () => {
    vi.useFakeTimers()
    const { app, form } = prerenderedPage()
    const submitted = vi.fn()
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      submitted()
    })
    releaseHeldForms(app)
    vi.runAllTimers()
    expect(submitted).not.toHaveBeenCalled()
    form.requestSubmit()
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('hands a value typed before the app ran to the app as an input event', () => {
    const { app, form } = prerenderedPage()
    const field = form.querySelector('input')!
    field.value = 'ambassador@comptoir.test'
    const heard: string[] = []
    field.addEventListener('input', () => heard.push(field.value))
    releaseHeldForms(app)
    expect(heard.at(-1)).toBe('ambassador@comptoir.test')
    expect(field.value).toBe('ambassador@comptoir.test')
  })
})
