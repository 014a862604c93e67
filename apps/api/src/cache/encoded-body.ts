import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type ContentCoding = 'br' | 'gzip' | 'identity'

/** Below this size compression is not worth its header (as in compression.ts). */
const compressionThreshold = 1024

/**
 * The coding to send for an Accept-Encoding header: Brotli, then gzip, then none; a coding
 * refused with `q=0` is skipped. Same preference as the compression of ordinary answers.
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity'
  let br = false
  let gzip = false
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    if (refused) continue
    if (name === 'br') br = true
    else if (name === 'gzip' || name === '*') gzip = true
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity'
}

/**
 * A cached body with its compressed copies, each made once on first demand (at a higher quality
 * than per-request compression can afford) so that answering from the cache never compresses.
 */
export class EncodedBody {
  readonly identity: Buffer
  #br: Buffer | undefined
  #gzip: Buffer | undefined

  constructor(body: Buffer) {
    this.identity = body
  }

  /** The bytes and the coding actually used for a request's Accept-Encoding. */
  encoded(acceptEncoding: string | undefined): {
    coding: ContentCoding
    body: Buffer
    /** Bytes this call added to the copies held (0 when the copy existed). */
    added: number
  } {
    const coding =
      this.identity.length < compressionThreshold ? 'identity' : negotiateCoding(acceptEncoding)
    if (coding === 'br') {
      if (this.#br) return { coding, body: this.#br, added: 0 }
      this.#br = brotliCompressSync(this.identity, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      })
      return { coding, body: this.#br, added: this.#br.length }
    }
    if (coding === 'gzip') {
      if (this.#gzip) return { coding, body: this.#gzip, added: 0 }
      this.#gzip = gzipSync(this.identity, { level: 9 })
      return { coding, body: this.#gzip, added: this.#gzip.length }
    }
    return { coding, body: this.identity, added: 0 }
  }
}
