import { randomInt } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'

import { loopbackSiteConfig, mainConfig } from './nginx-config'
import {
  answersOk,
  freePort,
  nginxBinary,
  startChild,
  stopChild,
  waitFor,
  type Child,
} from './processes'

export const adminUrl =
  process.env.SCALE_OUT_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const redisUrl = process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Requests per address per minute on the instances: small enough to reach in a test. */
export const requestsPerMinute = 120

export interface Instance {
  name: string
  port: number
  child: Child
}

/** Two built API instances on a throwaway database, and nginx in front as deploy/ configures it. */
export interface Cluster {
  databaseUrl: string
  proxyPort: number
  shopHost: string
  ambassadorHost: string
  instances: Instance[]
  /** A loopback address nobody else in this run uses: 127.x.y.z with x.y drawn once per run. */
  nextAddress(): string
  /** What the processes printed last, to explain a failure. */
  logs(): string
  stop(): Promise<void>
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function startCluster(): Promise<Cluster> {
  const folder = await mkdtemp(join(tmpdir(), 'comptoir-scale-out-'))
  const database = `comptoir_scale_out_${Date.now().toString(36)}_${String(process.pid)}`
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`)
  await admin((client) => client.query(`CREATE DATABASE ${database}`))
  const proxyPort = await freePort()
  const shopHost = `localhost:${String(proxyPort)}`
  const ambassadorHost = `ambassador.localhost:${String(proxyPort)}`
  const children: Child[] = []
  const instances: Instance[] = []

  async function startInstance(name: string): Promise<Instance> {
    const port = await freePort()
    const child = startChild(name, process.execPath, ['apps/api/dist/main.js'], {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://${shopHost}`,
      AMBASSADOR_URL: `http://${ambassadorHost}`,
      RATE_LIMIT_PER_MINUTE: String(requestsPerMinute),
      MAIL_DIR: join(folder, `${name}-mail`),
      DATA_DIR: join(folder, `${name}-data`),
      LOG_LEVEL: 'warn',
    })
    children.push(child)
    const instance = { name, port, child }
    instances.push(instance)
    await Promise.race([
      waitFor(`${name} ready`, () => answersOk(`http://127.0.0.1:${String(port)}/readyz`), 60_000),
      child.exited.then((code) => {
        throw new Error(`${name} exited (${code}) before it was ready:\n${child.output()}`)
      }),
    ])
    return instance
  }

  const base = `127.${String(randomInt(1, 255))}.${String(randomInt(0, 256))}`
  let lastHost = 0
  const cluster: Cluster = {
    databaseUrl,
    proxyPort,
    shopHost,
    ambassadorHost,
    instances,
    nextAddress() {
      lastHost += 1
      if (lastHost > 254) throw new Error('out of loopback addresses for this run')
      return `${base}.${String(lastHost)}`
    },
    logs: () => children.map((child) => `--- ${child.name}\n${child.output()}`).join('\n'),
    async stop() {
      await Promise.all(children.map((child) => stopChild(child)))
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
      await rm(folder, { recursive: true, force: true })
    },
  }

  try {
    // Together, as a supervisor starts them: they take turns to migrate and seed the empty database.
    await Promise.all([startInstance('api-1'), startInstance('api-2')])
    const site = join(folder, 'comptoir.conf')
    await writeFile(
      site,
      await loopbackSiteConfig({
        listen: `127.0.0.1:${String(proxyPort)}`,
        upstreams: instances.map((instance) => `127.0.0.1:${String(instance.port)}`),
      }),
    )
    const conf = join(folder, 'nginx.conf')
    await writeFile(conf, mainConfig(folder, site))
    const nginxArgs = ['-p', folder, '-e', join(folder, 'error.log'), '-c', conf]
    const check = startChild('nginx -t', nginxBinary, [...nginxArgs, '-t'], {})
    if ((await check.exited) !== '0') throw new Error(`nginx -t refused:\n${check.output()}`)
    const nginx = startChild('nginx', nginxBinary, [...nginxArgs, '-g', 'daemon off;'], {})
    children.unshift(nginx)
    await waitFor(
      'nginx answering',
      () => answersOk(`http://127.0.0.1:${String(proxyPort)}/healthz`),
      10_000,
    )
    return cluster
  } catch (error) {
    const logs = cluster.logs()
    await cluster.stop().catch(() => undefined)
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${logs}`, {
      cause: error,
    })
  }
}

/** Rows of a query on the cluster's database. */
export async function queryCluster<Row extends pg.QueryResultRow>(
  cluster: Cluster,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}
