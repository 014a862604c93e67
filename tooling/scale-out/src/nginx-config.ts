import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

/** The repository's deploy folder: the compose file, the Dockerfile and the proxy's configuration. */
export const deployFolder = fileURLToPath(new URL('../../../deploy/', import.meta.url))

/** The site configuration nginx runs with in production (deploy/nginx/comptoir.conf). */
export const siteConfigFile = fileURLToPath(
  new URL('../../../deploy/nginx/comptoir.conf', import.meta.url),
)

export interface SiteOverrides {
  /** Where the proxy listens, e.g. `127.0.0.1:8080`. */
  listen: string
  /** The API instances, e.g. `127.0.0.1:3001`, in place of the compose service. */
  upstreams: readonly string[]
}

function exactlyOne(source: string, pattern: RegExp, what: string): RegExpExecArray {
  const matches = [...source.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))]
  const [match] = matches
  if (matches.length !== 1 || !match) {
    throw new Error(`deploy/nginx/comptoir.conf should have exactly one ${what}`)
  }
  return match
}

/**
 * The deployed site configuration with only two changes: the upstream's one `server` line becomes
 * one line per given instance (keeping its health parameters), and the `listen` line takes the
 * given address. Throws when the file no longer has that shape, rather than test something else.
 */
export function renderSiteConfig(source: string, overrides: SiteOverrides): string {
  const block = exactlyOne(source, /^upstream comptoir_api \{\n[\s\S]*?\n\}\n/m, 'upstream block')
  const server = exactlyOne(block[0], /^( +)server +\S+(.*);\n/m, 'upstream server line')
  const [line, indent = '', parameters = ''] = server
  const servers = overrides.upstreams
    .map((address) => `${indent}server ${address}${parameters};\n`)
    .join('')
  const upstream = block[0].replace(line, servers)
  const withUpstream = source.replace(block[0], upstream)
  const listen = exactlyOne(withUpstream, /^( +)listen +80 default_server;\n/m, 'listen line')
  return withUpstream.replace(
    listen[0],
    `${listen[1] ?? ''}listen ${overrides.listen} default_server;\n`,
  )
}

/**
 * A main configuration for an unprivileged nginx whose files all live in `prefix`: what Debian's
 * /etc/nginx/nginx.conf gives the site file in production (events, http, temp folders), minus
 * the system paths.
 */
export function mainConfig(prefix: string, siteFile: string): string {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {
    worker_connections 1024;
}
http {
    access_log off;
    client_body_temp_path ${prefix}/client-body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${siteFile};
}
`
}

/** Reads deploy/nginx/comptoir.conf and renders it for loopback instances. */
export async function loopbackSiteConfig(overrides: SiteOverrides): Promise<string> {
  return renderSiteConfig(await readFile(siteConfigFile, 'utf8'), overrides)
}
