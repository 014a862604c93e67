import { holdSubmissions } from './hold-forms'

// The page's first script is small: until the app below has loaded and taken over a
// pre-rendered page, a form sent on it is held (see hold-forms.ts).
holdSubmissions(document)
await import('./start')
