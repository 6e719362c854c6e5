/** A shown line of the price guide, as the build reads it (the price_lines table). */
export interface PriceLine {
  /** The service page's slug (lib/content/catalogue.ts). */
  service: string
  label: string
  /** « À partir de », in euro cents, VAT included. */
  cents: number
  description: string | null
}
