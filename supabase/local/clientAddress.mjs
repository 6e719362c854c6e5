// @ts-check
// The request headers as PostgREST hands them to SQL (`request.headers`: a JSON object of every
// header, names lower-cased), with the one hosted Supabase's gateway adds: `cf-connecting-ip`, the
// address that connected. Cloudflare, in front of hosted Supabase, overwrites whatever value a
// client sent (https://developers.cloudflare.com/fundamentals/reference/http-headers/); here it is
// the socket's peer address. A request from this machine (a loopback peer) that carries
// X-Forwarded-For is taken as coming through a trusted proxy: the hop that proxy appended, the
// last one, is the client. That lets tests act as many clients; from any other peer the header
// is only passed along, as Cloudflare does.

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/** @param {string | undefined} address */
const plainAddress = (address) => (address ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {string}
 */
function clientAddress(req) {
  const peer = req.socket.remoteAddress ?? ''
  const forwarded = req.headers['x-forwarded-for']
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  if (LOOPBACK.test(peer) && hops.length > 0) return /** @type {string} */ (hops.at(-1))
  return plainAddress(peer)
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function requestHeaders(req) {
  /** @type {Record<string, string>} */
  const headers = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  headers['cf-connecting-ip'] = clientAddress(req)
  return headers
}
