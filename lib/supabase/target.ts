import { supabasePublishableKey, supabaseUrl } from './config'

/** Where contact messages are delivered, as lib/contact/deliver.ts expects it. */
export const supabaseTarget = { url: supabaseUrl, apiKey: supabasePublishableKey } as const
