// @ts-check
// Where Storage keeps the bytes: <storageDir>/<bucket>/<object name>. A file is first written
// under a temporary name while its metadata row is inserted, and renamed into place only once
// that transaction has committed.
import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

// storage-api's own rule for object keys (src/storage/limits.ts, isValidKey).
const VALID_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/

/** @param {string} name */
export function isValidObjectName(name) {
  return (
    name.length > 0 && name.length <= 1024 && VALID_KEY.test(name) && !name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  )
}

/** @param {string} id */
export function isValidBucketName(id) {
  return id.length > 0 && id.length <= 100 && !id.includes('/') && isValidObjectName(id)
}

/** @param {string} storageDir */
export function createFileStore(storageDir) {
  /** @param {string} bucket @param {string} name */
  const pathOf = (bucket, name) => join(storageDir, bucket, ...name.split('/'))
  return {
    pathOf,
    /**
     * Writes the bytes beside their final place; returns how to publish or discard them.
     * @param {string} bucket @param {string} name @param {Buffer} data
     */
    async stage(bucket, name, data) {
      const finalPath = pathOf(bucket, name)
      const stagedPath = `${finalPath}.${randomUUID()}.uploading`
      await mkdir(dirname(finalPath), { recursive: true })
      await writeFile(stagedPath, data)
      return {
        publish: () => rename(stagedPath, finalPath),
        discard: () => rm(stagedPath, { force: true }),
      }
    },
    /** @param {string} bucket @param {string[]} names */
    async remove(bucket, names) {
      await Promise.all(names.map((name) => rm(pathOf(bucket, name), { force: true })))
    },
    /** @param {string} bucket */
    async removeBucket(bucket) {
      await rm(join(storageDir, bucket), { recursive: true, force: true })
    },
  }
}
