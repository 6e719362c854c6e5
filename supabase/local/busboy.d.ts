// Minimal types for busboy 1.x (no @types/busboy in the project): only what storage-upload.mjs uses.
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http'
  import type { Readable, Writable } from 'node:stream'

  interface BusboyConfig {
    headers: IncomingHttpHeaders
    limits?: { fileSize?: number; files?: number; fields?: number; fieldSize?: number }
  }
  interface FileInfo {
    filename: string
    encoding: string
    mimeType: string
  }
  interface Busboy extends Writable {
    on(event: 'field', listener: (name: string, value: string) => void): this
    on(event: 'file', listener: (name: string, stream: Readable, info: FileInfo) => void): this
    on(event: 'close' | 'finish', listener: () => void): this
    on(event: 'error', listener: (error: Error) => void): this
  }
  function busboy(config: BusboyConfig): Busboy
  export default busboy
}
