// @ts-check
// Signed URLs, as hosted Storage makes and serves them (supabase/storage, routes/object/getSignedURL.ts
// and getSignedObject.ts): POST /object/sign/<bucket>/<path> with { expiresIn } (seconds), by a
// caller allowed to read the object, answers { signedURL: "/object/sign/<bucket>/<path>?token=…" },
// the token an HS256 JWT of the project's secret with { url: "<bucket>/<path>", iat, exp }. A GET of
// that URL serves the object to anyone holding the token until it expires, whatever the bucket.
import { sign, verify } from './jwt.mjs'
import { asCaller } from './request-context.mjs'
import { objectNotFound, storageError } from './storage-errors.mjs'

const SELECT_OBJECT = 'select metadata, updated_at from storage.objects where bucket_id = $1::text and name = $2::text'

/**
 * @param {{ db: import('./database.mjs').Database, jwtSecret: string }} options
 */
export function signedUrls({ db, jwtSecret }) {
  return {
    /**
     * @param {import('./request-context.mjs').Caller} caller @param {string} bucketId @param {string} name
     * @param {{ expiresIn?: unknown }} body
     */
    async create(caller, bucketId, name, body) {
      const expiresIn = Number(body.expiresIn)
      if (!Number.isInteger(expiresIn) || expiresIn < 1) throw storageError('400', 'InvalidRequest', 'body/expiresIn must be integer >= 1')
      // As the caller: one who may not read the object may not sign it either.
      const rows = await asCaller(db, caller, async (tx) => (await tx.query(SELECT_OBJECT, [bucketId, name])).rows)
      if (!rows[0]) throw objectNotFound()
      const iat = Math.floor(Date.now() / 1000)
      const token = sign({ url: `${bucketId}/${name}`, iat, exp: iat + expiresIn }, jwtSecret)
      return { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` }
    },

    /**
     * The row of the object a token opens, read with full rights as hosted does.
     * @param {string} bucketId @param {string} name @param {string | null} token
     */
    async open(bucketId, name, token) {
      if (!token) throw storageError('400', 'InvalidRequest', "querystring must have required property 'token'")
      /** @type {Record<string, unknown>} */
      let claims
      try {
        claims = verify(token, jwtSecret)
      } catch (error) {
        throw storageError('400', 'Invalid JWT', error instanceof Error ? error.message : String(error))
      }
      if (claims.url !== `${bucketId}/${name}`) throw storageError('400', 'InvalidSignature', 'The url do not match the signature')
      const { rows } = await db.query(SELECT_OBJECT, [bucketId, name])
      return /** @type {{ metadata: any, updated_at: Date | string } | undefined} */ (rows[0])
    },
  }
}
