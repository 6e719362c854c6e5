import { supabaseAnonKey, supabaseUrl } from './config'

/** Where contact messages are delivered, as lib/contact/deliver.ts expects it. */
export const supabaseTarget = { url: supabaseUrl, anonKey: supabaseAnonKey } as const
