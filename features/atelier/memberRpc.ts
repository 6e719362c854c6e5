// Calls one of the back office's database functions (migrations/20261208003000_atelier_decisions.sql)
// as the signed-in member. The database refuses anyone else (42501); an ended session is refused by
// the API first. Each answer keeps its function's own shape; a refusal of who is calling becomes
// { outcome: 'refused', reason: 'not_member' | 'not_signed_in' }, a network failure throws.
import { atelierClient } from './atelierClient'

export type Refusal = { outcome: 'refused'; reason: 'not_member' | 'not_signed_in' }

export async function memberRpc<T>(name: string, args: Record<string, unknown>): Promise<T | Refusal> {
  const { data, error } = await atelierClient.rpc(name, args)
  if (!error) return data as T
  if (error.code === '42501') return { outcome: 'refused', reason: 'not_member' }
  if (error.code === 'PGRST301' || error.code === 'PGRST303') return { outcome: 'refused', reason: 'not_signed_in' }
  throw new Error(error.message)
}
