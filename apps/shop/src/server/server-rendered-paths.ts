/**
 * The shop pages rendered on the server; the others are served the client shell. The offline
 * worker sends their navigations to the network first (see vite.config.ts).
 */
export const serverRenderedPaths: readonly string[] = ['/', '/products', '/product', '/faq']
