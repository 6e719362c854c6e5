/** Versioned URLs of the self-hosted fonts, defined at build time by build/selfHostedFonts.ts. */
declare const __FONT_URLS__: Record<'inter-latin-wght' | 'cormorant-garamond-latin-wght', string>
