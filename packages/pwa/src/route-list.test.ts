// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { routePaths } from './route-list'

const generated = `export interface FileRouteTypes {
  fileRoutesByFullPath: FileRoutesByFullPath
  fullPaths:
    | '/'
    | '/operations/'
  fileRoutesByTo: FileRoutesByTo
  to:
    | '/'
    | '/dashboard'
    | '/operations'
  id:
    | '__root__'
    | '/_connected'
  fileRoutesById: FileRoutesById
}
`

describe('routePaths', () => {
  it('lists the paths of the route tree, index routes without a trailing slash', () => {
    expect(routePaths(generated)).toEqual(['/', '/dashboard', '/operations'])
  })

  it('reads a union written on one line', () => {
    expect(routePaths("x\n  to: '/' | '/login'\n  id: '__root__'\n")).toEqual(['/', '/login'])
  })

  it('refuses a file that is not a route tree', () => {
    expect(() => routePaths('export {}')).toThrow('The route tree names no paths')
  })
})
