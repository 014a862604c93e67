import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../test/app'

let folder: string
let api: TestApp

async function writeApp(root: string, name: string, routes: string[]) {
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), `<!doctype html><title>${name}</title>`)
  await writeFile(join(root, 'assets/app-1a2b3c.js'), `console.log('${name}')`)
  await writeFile(join(root, 'routes.json'), JSON.stringify(routes))
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'comptoir-static-admin-'))
  await writeApp(join(folder, 'shop'), 'shop', ['/'])
  await writeApp(join(folder, 'ambassador'), 'ambassador', ['/', '/login'])
  await writeApp(join(folder, 'admin'), 'admin', ['/', '/sign-in', '/invitation', '/staff'])
  api = await startTestApp({
    env: {
      NODE_ENV: 'production',
      ADMIN_URL: 'https://office.shop.test',
      STAFF_SECRET_KEY: randomBytes(32).toString('base64'),
    },
    app: {
      appRoots: {
        shop: join(folder, 'shop'),
        ambassador: join(folder, 'ambassador'),
        admin: join(folder, 'admin'),
      },
    },
  })
})

afterAll(async () => {
  await api.close()
  await rm(folder, { recursive: true, force: true })
})

const get = (url: string, host: string) => api.app.fastify.inject({ url, headers: { host } })

describe('the back office on the admin host', () => {
  it.each(['admin.localhost:3000', 'admin.shop.test', 'office.shop.test'])(
    'serves its pages and files on %s, and 404 off its routes',
    async (host) => {
      for (const path of ['/sign-in', '/invitation?token=abc', '/staff']) {
        const page = await get(path, host)
        expect(page.statusCode, path).toBe(200)
        expect(page.body).toContain('<title>admin</title>')
      }
      expect((await get('/assets/app-1a2b3c.js', host)).body).toBe("console.log('admin')")
      const missing = await get('/no-such-page', host)
      expect(missing.statusCode).toBe(404)
      expect(missing.body).toContain('<title>admin</title>')
    },
  )

  it('leaves the shop and the portal on their hosts', async () => {
    expect((await get('/', 'shop.test')).body).toContain('<title>shop</title>')
    expect((await get('/login', 'ambassador.shop.test')).body).toContain(
      '<title>ambassador</title>',
    )
    expect((await get('/assets/app-1a2b3c.js', 'shop.test')).body).toBe("console.log('shop')")
  })
})
