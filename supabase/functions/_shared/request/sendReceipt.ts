// Sends the customer's receipt for one message, once (Deno only: reads the function's secrets). The
// database decides whether one goes (public.claim_request_receipt: a message from the site's form,
// the address not mailed in the last 10 minutes) and mints its tracking secret; a failed send is
// released, so it does not count against the address, and kept for the sweep that sends it again
// (public.fail_request_receipt, the Edge Function request-receipts). Never throws: the workshop's
// e-mail has gone. The number to call and the address a reply goes to are the owner's, read once per
// invocation (../workshopContact.ts).
import { rpc } from '../serviceApi.ts'
import type { smtpTransport } from '../smtpTransport.ts'
import type { WorkshopContact } from '../workshopContact.ts'
import { siteUrl } from './visitActionLinks.ts'
import { buildReceiptEmail, receiptMessageId, type ReceiptClaim } from './receiptEmail.ts'

type From = string | { name: string; address: string }

export async function sendReceipt(
  messageId: string,
  transport: ReturnType<typeof smtpTransport>,
  from: From,
  contact: () => Promise<WorkshopContact>,
): Promise<string> {
  let claim: (ReceiptClaim & { outcome: string }) | null
  try {
    claim = (await rpc('claim_request_receipt', { message_id: messageId })) as (ReceiptClaim & { outcome: string }) | null
  } catch (error) {
    console.error(`the receipt of ${messageId} was not claimed: ${error instanceof Error ? error.message : String(error)}`)
    return 'failed'
  }
  if (claim?.outcome !== 'send') return claim?.outcome ?? 'none'
  const workshop = await contact()
  const email = buildReceiptEmail(claim, { siteUrl: siteUrl(), phone: workshop.phone })
  try {
    await transport.sendMail({
      from,
      replyTo: workshop.email,
      messageId: receiptMessageId(messageId, typeof from === 'string' ? from : from.address),
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { 'X-Contact-Message-Id': messageId },
    })
    return 'sent'
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`the receipt of ${messageId} failed: ${reason}`)
    await rpc('fail_request_receipt', { message_id: messageId, error: reason }).catch(() => null)
    return 'failed'
  }
}
