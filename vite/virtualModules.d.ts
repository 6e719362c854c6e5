// Modules the build's own plugins provide.

/** The icons' <symbol> elements on the server, an empty string in the browser (vite/iconSprite.ts). */
declare module 'virtual:icon-sprite' {
  const symbols: string
  export default symbols
}
