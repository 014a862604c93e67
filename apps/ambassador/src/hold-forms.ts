import { prerenderedPathAttribute } from './prerendered'

/** Marks a pre-rendered form the visitor sent before the page's script took it over. */
const heldAttribute = 'data-held-submit'

/**
 * Until the page's script has taken over a pre-rendered page (its `#app` still carries
 * {@link prerenderedPathAttribute}), a form sent is held instead of sent by the browser, which
 * would put its fields (a password) in the address: {@link releaseHeldForms} sends it once the
 * page's script runs. The page's first script: it runs before the app's larger one has loaded.
 */
export function holdSubmissions(document: Document): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (!document.getElementById('app')?.hasAttribute(prerenderedPathAttribute)) return
      event.preventDefault()
      if (event.target instanceof HTMLFormElement) event.target.setAttribute(heldAttribute, '')
    },
    true,
  )
}

/**
 * Hands what the visitor typed in a pre-rendered page to the hydrated app as if typed now (React
 * keeps such values on the page but not in its state): each changed field gets the input event
 * the app listens to.
 */
function replayTypedFields(container: HTMLElement): void {
  const window = container.ownerDocument.defaultView
  if (!window) return
  // The elements' own value setters, which React's record of the value does not hear.
  const setters = {
    input: Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value'),
    textarea: Object.getOwnPropertyDescriptor(window.HTMLTextAreaElement.prototype, 'value'),
  }
  // Read first: the app's render after one replayed field writes its state into the others.
  const fields = [
    ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  ]
    .map((field) => ({ field, value: field.value, checked: 'checked' in field && field.checked }))
    .filter(({ field, value, checked }) =>
      'defaultChecked' in field && ['checkbox', 'radio'].includes(field.type)
        ? checked !== field.defaultChecked
        : value !== field.defaultValue,
    )
  // Nothing typed: the page hydrates at its own pace.
  if (fields.length === 0) return
  // An input event on a part of the page React has not hydrated yet (it hydrates the page's
  // route apart from its frame) makes it hydrate that part first; the values are unchanged, so
  // the app hears nothing yet.
  for (const { field } of fields) {
    field.dispatchEvent(new window.Event('input', { bubbles: true }))
  }
  for (const { field, value, checked } of fields) {
    if (field instanceof window.HTMLInputElement && ['checkbox', 'radio'].includes(field.type)) {
      // The rendered state through the element (React's record of it follows), then the
      // visitor's choice again by a click, which React hears.
      field.checked = !checked
      field.click()
      continue
    }
    field.value = field.defaultValue
    const own = field instanceof window.HTMLInputElement ? setters.input : setters.textarea
    own?.set?.call(field, value)
    field.dispatchEvent(new window.Event('input', { bubbles: true }))
  }
}

/**
 * The app has hydrated the pre-rendered page: forms are its own from now on; what the visitor
 * typed reaches its state, and a form they sent meanwhile is sent again, through the app.
 */
export function releaseHeldForms(container: HTMLElement): void {
  container.removeAttribute(prerenderedPathAttribute)
  replayTypedFields(container)
  const held = [...container.querySelectorAll<HTMLFormElement>(`form[${heldAttribute}]`)]
  for (const form of held) form.removeAttribute(heldAttribute)
  // One task later: the app has taken in the replayed fields.
  if (held.length === 0) return
  setTimeout(() => {
    for (const form of held) {
      // Hydrated first (an input event does that, see above), so the app hears the submission.
      form.elements[0]?.dispatchEvent(new Event('input', { bubbles: true }))
      form.requestSubmit()
    }
  }, 0)
}
