import { constants } from 'node:zlib'

import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Compresses what the server writes as it answers (server-rendered pages, GraphQL answers,
 * product images in SVG) for clients that accept Brotli or gzip: the shop's first page is about
 * a quarter of its size on the wire. Files the builds store already compressed are sent as they
 * are (see static-apps.ts); event streams are never compressed, so each event leaves at once.
 * Brotli at quality 4 costs well under a millisecond for a page.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  })
}
