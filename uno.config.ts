import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss'

// Colours of a Paris maison: ink ground, ivory, a restrained champagne gold; the appointment red is
// the one loud colour. Gold text uses the darker `gold-700` so it passes WCAG AA on ivory.
export default defineConfig({
  presets: [
    // Only the CSS variables the used utilities need, not thirty on every element (faster style recalc).
    presetWind3({ preflight: 'on-demand' }),
  ],
  transformers: [transformerVariantGroup()],
  // Extract from the same files in the client and the server build, so both produce the same
  // stylesheet (otherwise Vike links two near-identical copies).
  content: {
    pipeline: { include: [/\/(components|features|pages)\/.*\.tsx($|\?)/] },
  },
  theme: {
    colors: {
      ink: { DEFAULT: '#10182b', 900: '#0b111f', 800: '#10182b', 700: '#1c2740', 600: '#2b3856' },
      ivory: { DEFAULT: '#faf7f0', 100: '#fdfbf7', 200: '#f4efe4', 300: '#e9e1d0' },
      gold: { DEFAULT: '#b8975a', 300: '#d8c39a', 400: '#c9ab74', 500: '#b8975a', 600: '#987b42', 700: '#7d6232' },
      rouge: { DEFAULT: '#b3261e', 700: '#8f1d17' },
      stone: { 500: '#5d6473', 600: '#4a5060' },
    },
    fontFamily: {
      // styles/fonts.css: the web fonts, or their fallbacks alone on a page served without them.
      serif: 'var(--font-serif)',
      sans: 'var(--font-sans)',
    },
  },
  shortcuts: {
    // components/ui/Icon.tsx: an icon sits in a line of text or a flex row at the size its classes give.
    icon: 'inline-block align-middle shrink-0',
    container: 'mx-auto w-full max-w-6xl px-5 sm:px-8',
    'focus-ring': 'outline-none focus-visible:(outline-2 outline-offset-2 outline-gold-500 outline-solid)',
    eyebrow: 'text-xs font-semibold uppercase tracking-[0.2em] text-gold-700',
    'heading-1': 'font-serif text-4xl sm:text-5xl lg:text-6xl font-medium leading-tight text-ink',
    'heading-2': 'font-serif text-3xl sm:text-4xl font-medium leading-tight text-ink',
    'heading-3': 'font-serif text-xl sm:text-2xl font-semibold text-ink',
    // A transition is declared in the state it animates into (hover:, loaded…), never in the resting
    // state: the browser skips the rendering of sections far below the viewport, and one revealed by a
    // jump before its styles were first applied would otherwise fade in from the browser's own link blue.
    'btn-base':
      'focus-ring inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide hover:(transition-colors duration-200) motion-reduce:transition-none',
    'btn-primary': 'btn-base bg-ink text-ivory hover:bg-ink-600',
    'btn-secondary': 'btn-base border border-ink/30 text-ink hover:(border-ink bg-ink text-ivory)',
    'btn-appointment': 'btn-base bg-rouge text-white hover:bg-rouge-700',
    'btn-light': 'btn-base bg-ivory text-ink hover:bg-gold-300',
    'btn-outline-light': 'btn-base border border-ivory/50 text-ivory hover:(border-ivory bg-ivory text-ink)',
  },
  // The extractor reads every string; these words appear in content and ids and are not classes.
  blocklist: ['h1', 'h2', 'h3', 'container-fluid'],
})
