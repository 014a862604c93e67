import { render, screen } from '@testing-library/react'
import type { AnchorHTMLAttributes } from 'react'
import { describe, expect, it } from 'vitest'

import { Link, LinkProvider } from './link'

function RouterLink({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a {...props} href={`#router${to}`} data-router="" />
}

function AdapterLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} data-adapter="" />
}

describe('Link', () => {
  it('renders an anchor by default', () => {
    render(<Link href="/faq">FAQ</Link>)
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq')
  })

  it('renders the component given with `as`, with its own props', () => {
    render(
      <Link as={RouterLink} to="/cart">
        Cart
      </Link>,
    )
    const link = screen.getByRole('link', { name: 'Cart' })
    expect(link).toHaveAttribute('href', '#router/cart')
    expect(link).toHaveAttribute('data-router')
  })

  it('uses the provided component for internal links only', () => {
    render(
      <LinkProvider component={AdapterLink}>
        <Link href="/products">Products</Link>
        <Link href="https://example.org">Elsewhere</Link>
      </LinkProvider>,
    )
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('data-adapter')
    expect(screen.getByRole('link', { name: 'Elsewhere' })).not.toHaveAttribute('data-adapter')
  })
})
