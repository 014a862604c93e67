import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { deployFolder, mainConfig, renderSiteConfig, siteConfigFile } from './nginx-config'
import { hasNginx, nginxBinary, repoRoot } from './processes'

const run = promisify(execFile)

interface ComposeService {
  image?: string
  build?: { context: string; dockerfile: string; target: string }
  command?: string[]
  environment?: Record<string, string>
  deploy?: { replicas?: number | string }
  depends_on?: Record<string, { condition: string }>
}

async function compose(): Promise<Record<string, ComposeService>> {
  const file = parse(await readFile(join(deployFolder, 'compose.yaml'), 'utf8')) as {
    services: Record<string, ComposeService>
  }
  return file.services
}

describe('deploy/nginx/comptoir.conf', () => {
  it('is rendered for the test with only its upstream servers and listen address changed', async () => {
    const source = await readFile(siteConfigFile, 'utf8')
    const rendered = renderSiteConfig(source, {
      listen: '127.0.0.1:8123',
      upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
    })
    const before = source.split('\n')
    const after = rendered.split('\n')
    expect(before.filter((line) => !after.includes(line)).map((line) => line.trim())).toEqual([
      'server api:3000 max_fails=1 fail_timeout=5s;',
      'listen 80 default_server;',
    ])
    expect(after.filter((line) => !before.includes(line)).map((line) => line.trim())).toEqual([
      'server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;',
      'listen 127.0.0.1:8123 default_server;',
    ])
  })

  it('refuses a file whose upstream no longer has the expected shape', () => {
    expect(() =>
      renderSiteConfig('server { listen 80; }\n', { listen: 'x', upstreams: [] }),
    ).toThrow(/exactly one upstream block/)
  })

  it.skipIf(!hasNginx() && process.env.CI !== 'true')('passes nginx -t', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'comptoir-nginx-t-'))
    try {
      const site = join(folder, 'comptoir.conf')
      await writeFile(
        site,
        renderSiteConfig(await readFile(siteConfigFile, 'utf8'), {
          listen: '127.0.0.1:8123',
          upstreams: ['127.0.0.1:3001'],
        }),
      )
      await writeFile(join(folder, 'nginx.conf'), mainConfig(folder, site))
      const { stderr } = await run(nginxBinary, [
        '-t',
        '-p',
        folder,
        '-e',
        join(folder, 'error.log'),
        '-c',
        join(folder, 'nginx.conf'),
      ])
      expect(stderr).toMatch(/syntax is ok/)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('deploy/compose.yaml', () => {
  it('builds one API image, runs it as several instances behind the proxy', async () => {
    const services = await compose()
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'proxy', 'redis'])
    const { api, proxy } = services
    expect(api?.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile', target: 'api' })
    expect(proxy?.build).toMatchObject({ dockerfile: 'deploy/Dockerfile', target: 'proxy' })
    expect(String(api?.deploy?.replicas)).toMatch(/^\$\{API_INSTANCES:-[2-9]\}$/)
    // Instances take turns to migrate (an advisory lock): they only wait for the database to answer.
    expect(api?.depends_on?.postgres?.condition).toBe('service_healthy')
    expect(api?.depends_on?.redis?.condition).toBe('service_healthy')
    expect(api?.environment).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY: '${TRUST_PROXY:-1}',
      REDIS_URL: 'redis://redis:6379',
    })
  })

  it('sets only variables the API reads', async () => {
    const config = await readFile(join(repoRoot, 'apps/api/src/config.ts'), 'utf8')
    const { api } = await compose()
    for (const name of Object.keys(api?.environment ?? {})) {
      expect(config, name).toMatch(new RegExp(`^  ${name}: `, 'm'))
    }
  })

  it('uses the Dockerfile’s targets, which run the built API as non-root and nginx with this site', async () => {
    const dockerfile = await readFile(join(deployFolder, 'Dockerfile'), 'utf8')
    expect(dockerfile).toMatch(/^RUN pnpm install --frozen-lockfile/m)
    expect(dockerfile).toMatch(/^FROM \S+ AS api$/m)
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(
      /^CMD \["node", "--enable-source-maps", "apps\/api\/dist\/main\.js"\]$/m,
    )
    expect(dockerfile).toMatch(/^FROM debian:\S+ AS proxy$/m)
    expect(dockerfile).toMatch(/^COPY deploy\/nginx\/comptoir\.conf \/etc\/nginx\/conf\.d\//m)
  })
})
