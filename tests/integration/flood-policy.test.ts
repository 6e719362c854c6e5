// A flood from many addresses cannot shut the contact form for everyone: above the site-wide
// ceiling, each message costs a proof of work the database hands out, signed, dated and bound to
// the message, with a difficulty that grows with the flood; a new visitor's message still arrives
// once its device has done the work, and only a hard cap far above the ceiling refuses
// (docs/decisions/contact-flood.md). The proofs are solved by the site's own solver.
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { deliverContactMessage } from '../../features/contact/deliver'
import type { ContactMessage as QueuedMessage } from '../../features/contact/message'
import { solveChallenge } from '../../features/contact/proofOfWork'
import { SCHEMA_KINDS, fetchFrom, newClientAddress, supabaseClient, useBackend } from './helpers/backend'
import { contactMessage, newId, type ContactMessage } from './helpers/fixtures'

let network = 0
/** A /48 of the IPv6 documentation range of its own, and the address `host` of its /64 number `subnet`. */
function newIpv6Site() {
  network += 1
  const prefix = `2001:db8:${((process.pid * 17 + network) % 65536).toString(16)}`
  return (subnet: number, host = 1) => `${prefix}:${subnet.toString(16)}::${host.toString(16)}`
}

interface Answer {
  status: number
  message: string | null
  details: string | null
}

/** Leading zero bits of SHA-256 of `text`, computed apart from the site's solver. */
function zeroBits(text: string): number {
  const digest = createHash('sha256').update(text, 'utf8').digest()
  let bits = 0
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24
    bits += 8
  }
  return bits
}

describe.each(SCHEMA_KINDS)('the contact form under a flood on %s', (kind) => {
  const backend = useBackend(kind)
  const send = async (address: string, row: ContactMessage, proof?: string): Promise<Answer> => {
    const { status, error } = await supabaseClient(backend().url, backend().publishableKey, undefined, address)
      .from('contact_messages')
      .insert({ ...row, ...(proof ? { proof_of_work: proof } : {}) })
    return { status, message: error?.message ?? null, details: error?.details ?? null }
  }
  /** Sends, and answers the challenge the database asks until it takes the message (as the site does). */
  const sendSolving = async (address: string, row: ContactMessage, challenges: string[] = []): Promise<Answer> => {
    let answer = await send(address, row)
    while (answer.message === 'contact message needs a proof of work' && answer.details) {
      challenges.push(answer.details)
      const proof = await solveChallenge(answer.details)
      expect(proof, answer.details).not.toBeNull()
      answer = await send(address, row, proof!)
    }
    return answer
  }
  const policy = (values: { base: number; doublings: number; factor: number }) =>
    backend().query(`update private.contact_proof_policy set base_bits = $1, doublings = $2, hard_cap_factor = $3`, [
      values.base,
      values.doublings,
      values.factor,
    ])
  const siteCeiling = (perHour: number, perDay: number) =>
    backend().query(
      `update private.contact_rate_limits set max_messages = case period when interval '1 hour' then $1::int else $2::int end where scope = 'site'`,
      [perHour, perDay],
    )
  const bitsOf = (challenge: string) => Number(challenge.split(':')[0])
  /** A challenge signed by the database's own key, as it would hand it out, at `bits` and expiring `inSeconds` from now. */
  const signed = async (id: string, bits: number, inSeconds: number) => {
    const [{ challenge }] = await backend().query(
      `select format('%s:%s:%s', $2::int, e, (private.contact_challenge_signatures($1::uuid, $2::int, e))[1]) as challenge
         from (select floor(extract(epoch from now()))::bigint + $3::int as e) as t`,
      [id, bits, inSeconds],
    )
    return challenge as string
  }

  // Each test starts from an empty count, the production ceiling and the production policy.
  beforeEach(async () => {
    await backend().query('delete from private.contact_sends')
    await siteCeiling(30, 100)
    await policy({ base: 17, doublings: 4, factor: 4 })
  })

  it('reaches the ceiling with a flood from many addresses and /64s of one /48, and still takes a new visitor’s message once its device has solved the challenge', async () => {
    const inOneSite = newIpv6Site()
    const flood: Answer[] = []
    for (let n = 0; n < 15; n += 1) flood.push(await send(newClientAddress(), contactMessage({ id: newId() })))
    for (let subnet = 1; subnet <= 15; subnet += 1) flood.push(await send(inOneSite(subnet), contactMessage({ id: newId() })))
    expect(flood.map((answer) => answer.status)).toEqual(Array(30).fill(201))

    // The ceiling is reached: the flood's next message, from yet another /64, is asked for work, not stored.
    const more = await send(inOneSite(16), contactMessage({ id: newId() }))
    expect(more).toMatchObject({ status: 429, message: 'contact message needs a proof of work' })
    expect(bitsOf(more.details!)).toBe(17)

    // A new visitor, never seen before: the same challenge at the ceiling's difficulty, solved, and the message arrives.
    const visitor = contactMessage({ id: newId() })
    const challenges: string[] = []
    expect((await sendSolving(newClientAddress(), visitor, challenges)).status).toBe(201)
    expect(challenges.map(bitsOf)).toEqual([17])
    const [stored] = await backend().query(`select id, proof_of_work from public.contact_messages where id = $1`, [visitor.id])
    expect(stored).toEqual({ id: visitor.id, proof_of_work: null })

    // The workshop hears of the flood: the health report names it, the form still open.
    const [{ report }] = await backend().query(`select private.health_report() as report`)
    expect(report.healthy).toBe(false)
    expect(report.problems.join('\n')).toMatch(
      /contact messages flooding the site: 31 in the last 01:00:00 \(ceiling 30\), a proof of work asked of each new one until about/,
    )
  })

  it('asks more work of the flood as it grows, then refuses everyone at the hard cap, and the site’s delivery does the work', async () => {
    // Small numbers so that the flood's work takes seconds: a ceiling of 4, the work doubling every
    // 2 messages over it, everything refused from 16.
    await siteCeiling(4, 100)
    await policy({ base: 6, doublings: 6, factor: 4 })
    const inOneSite = newIpv6Site()
    const challenges: string[] = []
    for (let n = 0; n < 16; n += 1) {
      const answer = await sendSolving(n % 2 ? newClientAddress() : inOneSite(n), contactMessage({ id: newId() }), challenges)
      expect(answer.status, `message ${n + 1}`).toBe(201)
    }
    expect(challenges.map(bitsOf)).toEqual([6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11])
    // The hard cap: today's refusal for the whole site, whatever the work.
    const refused = await sendSolving(newClientAddress(), contactMessage({ id: newId() }))
    expect(refused).toMatchObject({ status: 429, message: 'contact messages paused for the whole site' })
    const [{ report }] = await backend().query(`select private.health_report() as report`)
    expect(report.problems.join('\n')).toMatch(/contact messages paused for the whole site: 16 in the last 01:00:00 \(hard cap 16\), until about/)

    // Below the hard cap again, the site's own delivery (as the page and the service worker run it)
    // answers the challenge and delivers.
    await backend().query(`delete from private.contact_sends where sent_at = (select max(sent_at) from private.contact_sends)`)
    const asked: string[] = []
    const queued: QueuedMessage = { row: { ...contactMessage(), id: newId() } as QueuedMessage['row'], photo: null, createdAt: Date.now() }
    const target = {
      url: backend().url,
      apiKey: backend().publishableKey,
      fetch: fetchFrom(newClientAddress()),
      solveProofOfWork: (challenge: string) => (asked.push(challenge), solveChallenge(challenge)),
    }
    let toldOfWork = 0
    expect(await deliverContactMessage(queued, target, { onProofOfWork: () => (toldOfWork += 1) })).toEqual({ status: 'delivered' })
    expect(asked.map(bitsOf)).toEqual([11])
    expect(toldOfWork).toBe(1)
  })

  it('refuses a forged, expired, reused or too easy proof, each time with a fresh challenge', async () => {
    // A lighter difficulty than production's, so that the many proofs below take little time.
    await siteCeiling(1, 100)
    await policy({ base: 12, doublings: 6, factor: 4 })
    expect((await send(newClientAddress(), contactMessage({ id: newId() }))).status).toBe(201)
    const address = newClientAddress()
    const row = contactMessage({ id: newId() })
    const first = await send(address, row)
    expect(first).toMatchObject({ status: 429, message: 'contact message needs a proof of work' })
    const asked = (answer: Answer, bits = 12) => {
      expect(answer).toMatchObject({ status: 429, message: 'contact message needs a proof of work' })
      expect(answer.details).toMatch(new RegExp(`^${bits}:\\d+:[0-9a-f]{64}$`))
    }

    // Forged: an easier difficulty under the database's signature, or another signature.
    const [bits, expires, signature] = first.details!.split(':')
    expect(Number(bits)).toBe(12)
    const forgedBits = (await solveChallenge(`2:${expires}:${signature}`))!
    asked(await send(address, row, forgedBits))
    const forgedSignature = (await solveChallenge(`12:${expires}:${'0'.repeat(64)}`))!
    asked(await send(address, row, forgedSignature))
    // Solved, but not to the difficulty it names.
    const counter = [...Array(1000).keys()].find((n) => zeroBits(`${first.details}:${n}`) < 11)!
    asked(await send(address, row, `${first.details}:${counter}`))

    // Expired: signed by the database, and solved, but a second past its end.
    asked(await send(address, row, (await solveChallenge(await signed(row.id!, 12, -1)))!))

    // Too easy for the pressure now: two steps under it (one step is allowed, the flood having grown while the device worked).
    asked(await send(address, row, (await solveChallenge(await signed(row.id!, 10, 600)))!))

    // Solved for this message: it arrives, once.
    const proof = (await solveChallenge(first.details!))!
    expect(zeroBits(proof)).toBeGreaterThanOrEqual(12)
    expect((await send(address, row, proof)).status).toBe(201)
    expect((await send(address, row, proof)).status).toBe(409)
    // Reused for another message: refused, the challenge being that message's alone (and the pressure,
    // one message more, asks 14 bits now).
    asked(await send(address, contactMessage({ id: newId() }), proof), 14)
    const [{ n }] = await backend().query(`select count(*)::int as n from public.contact_messages where id = $1`, [row.id])
    expect(n).toBe(1)
  })

  it('asks nothing below the ceiling, and never limits the workshop', async () => {
    for (let n = 0; n < 30; n += 1) expect((await send(newClientAddress(), contactMessage({ id: newId() }))).status).toBe(201)
    const { status } = await backend()
      .service.from('contact_messages')
      .insert(contactMessage({ id: newId() }))
    expect(status).toBe(201)
  })
})
