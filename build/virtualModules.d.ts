// Modules the build's own plugins provide.

/** The URL of the icon sprite (build/iconSprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string
  export default url
}
