import type { Config } from 'vike/types'
import { notFound } from '../../lib/content/pageContent/notFound'
import { site } from '../../lib/site'

export default {
  title: `${notFound.title} | ${site.brand}`,
  description: notFound.description,
} satisfies Config
