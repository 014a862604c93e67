import { createContext, createElement, useContext } from 'react'
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react'

import { cx } from '../internal/cx'
import styles from './link.module.css'

/** How a link looks: `inline` in running text, `standalone` as a call to action, `quiet` in navigation. */
export type LinkVariant = 'inline' | 'standalone' | 'quiet'

interface LinkOwnProps {
  variant?: LinkVariant
  className?: string
  children?: ReactNode
}

/** Props of {@link Link}: its own props plus those of the element or component it renders. */
export type LinkProps<C extends ElementType = 'a'> = LinkOwnProps & {
  /** Element or component to render, e.g. the router's `Link`; defaults to the {@link LinkProvider}'s. */
  as?: C
} & Omit<ComponentPropsWithRef<C>, keyof LinkOwnProps | 'as'>

const LinkComponentContext = createContext<ElementType>('a')

/**
 * Sets the component every link of the design system renders (breadcrumbs, pagination, cards,
 * the header), so a router can handle navigation without the design system knowing it.
 *
 * @remarks The component receives `href`, `className`, `children` and the other anchor props.
 * With TanStack Router: `component={(props) => <RouterLink to={props.href} {...props} />}`.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ElementType
  children: ReactNode
}) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>
}

function isExternal(href: unknown): boolean {
  return typeof href === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href)
}

/**
 * A styled link, router-agnostic.
 *
 * @remarks
 * Pass `as={RouterLink}` (and its props, such as `to`) to render a router link, or register one
 * for the whole tree with {@link LinkProvider}. Absolute URLs (`https:`, `mailto:`…) always render a
 * plain anchor.
 */
export function Link<C extends ElementType = 'a'>({
  as,
  variant = 'inline',
  className,
  ...props
}: LinkProps<C>) {
  const provided = useContext(LinkComponentContext)
  const Component: ElementType = as ?? (isExternal(props.href) ? 'a' : provided)
  return createElement(Component, {
    ...props,
    className: cx(styles.link, variant !== 'inline' && styles[variant], className),
  })
}
