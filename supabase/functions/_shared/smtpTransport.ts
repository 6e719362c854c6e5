// The SMTP connection of the workshop's e-mails, from the function's secrets (supabase/README.md).
// Hosted Edge Functions cannot reach ports 25, 465 and 587: the provider's alternate port (2587 with
// STARTTLS, 2465 with TLS at once). Credentials never cross an unencrypted connection.
import nodemailer from 'nodemailer'
import { env } from './serviceApi.ts'

export function smtpTransport() {
  const port = Number(env('SMTP_PORT') ?? 2587)
  const user = env('SMTP_USER')
  const secure = env('SMTP_SECURE') ? env('SMTP_SECURE') === 'true' : port === 465 || port === 2465
  return nodemailer.createTransport({
    host: env('SMTP_HOST') ?? 'smtp.tem.scaleway.com',
    port,
    secure,
    requireTLS: Boolean(user) && !secure,
    auth: user ? { user, pass: env('SMTP_PASS') ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
}
