import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { PageTitle } from './page-title'

describe('PageTitle', () => {
  it('names the document after the page and the site', () => {
    render(<PageTitle title="Operations" site="Comptoir Ambassadors" />)
    expect(document.title).toBe('Operations · Comptoir Ambassadors')
  })
})
