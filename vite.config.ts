import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import { deferScripts } from './vite/deferScripts.ts'
import { emptyCssComments } from './vite/emptyCssComments.ts'
import { iconSpritePlugin } from './vite/iconSprite.ts'
import { namedChunkGroups } from './vite/namedChunkGroups.ts'
import { postPrerenderFiles } from './vite/postPrerender.ts'
import { pwa } from './vite/pwa.ts'
import { responsiveImages } from './vite/responsiveImages.ts'
import { showcasePhotos } from './vite/showcasePhotos.ts'
import { selfHostedFonts } from './vite/selfHostedFonts.ts'
import { productionSupabase } from './vite/productionSupabase.ts'
import { supabaseKeys } from './vite/supabaseKeys.ts'
import { vikeFirstRenderUrl, vikeRouterStartsLater } from './vite/vikeInternals.ts'
import { launchGate } from './vite/launchGate.ts'
import { buildTime } from './vite/buildTime.ts'
import { ownerFacts } from './vite/ownerFacts.ts'
import { weeklyHours } from './vite/weeklyHours.ts'
import { workshopContact } from './vite/workshopContact.ts'

export default defineConfig({
  resolve: { alias: { '#': fileURLToPath(new URL('.', import.meta.url)) } },
  // postPrerenderFiles comes last: it compresses what the others wrote, the final service worker included.
  plugins: [
    buildTime(),
    weeklyHours(),
    workshopContact(),
    supabaseKeys(),
    productionSupabase(),
    launchGate(),
    ownerFacts(),
    selfHostedFonts(),
    responsiveImages(),
    showcasePhotos(),
    iconSpritePlugin(),
    UnoCSS(),
    vikeFirstRenderUrl(),
    vikeRouterStartsLater(),
    vike(),
    namedChunkGroups(),
    react(),
    deferScripts(),
    emptyCssComments(),
    ...pwa(),
    postPrerenderFiles(),
  ],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // A dynamic import's dependencies are not listed for preloading: the code loaded on demand (the
    // form's checks and sender, the photo's preparation, the toasts) is small and off the first
    // paint, and each page would otherwise carry a list of every chunk and stylesheet it may need.
    modulePreload: false,
    rolldownOptions: {
      // Rolldown's report of slow plugins names the compression that postPrerenderFiles runs once
      // the pages exist (a long closeBundle by design), and otherwise comes and goes with the load.
      checks: { bundlerTimings: false },
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // Vike's client, then React with the layout, load on every page: two chunks rather than a
        // dozen small ones, so a phone on HTTP/1.1 spends few round trips before the page is
        // interactive. Two, not one: the entry evaluates Vike's client, and the shell is evaluated
        // in a task of its own (pages/+onCreateGlobalContext.client.ts); in one chunk they made one
        // long task on a slow phone.
        codeSplitting: {
          groups: [
            // The build's settings, read by the layout on every page: with them, not a file of their own.
            { name: 'framework', test: /node_modules[\\/](vike|@brillout)[\\/]|lib[\\/]buildEnv\.ts$/ },
            // The layout (with what it imports), the page's render and its hooks: every page's too.
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|vike-react|react-streaming)[\\/]|pages[\\/]\+(Layout|onRenderClient|onBeforeRenderClient|onHydrationEnd)\.tsx?$/,
            },
            // What a message is, with the characters a name drops (also the checks'): shared by the
            // sending code and the outbox, loaded with them (its other dependencies stay out: the
            // photo types are the contact page's too).
            { name: 'contact-message', test: /features[\\/]contact[\\/](message|invisibleControls)\.ts$/, includeDependenciesRecursively: false },
            // What the contact page's first load shares with the code it loads later (the photo
            // types, the toast of a failed send): one small chunk rather than two.
            { name: 'contact-shared', test: /features[\\/]contact[\\/](photoTypes|sendErrorToast)\.ts$/ },
            // What every page loads after hydration to read the owner's contact from the database
            // (lib/useWorkshopContact.ts), with the backend's key it reads (lib/supabase.ts): one request
            // rather than one per module. The price lines' and the pieces' readers share its fetch.
            // The e-mail address's rules and the backend's address, which some first loads share,
            // stay apart (below), so that no first load brings the key (tests/dist/firstLoad.test.ts).
            { name: 'email-address', test: /lib[\\/]emailAddress\.ts$/ },
            { name: 'supabase-url', test: /lib[\\/]supabaseUrl\.ts$/ },
            { name: 'live-contact', test: /lib[\\/](publicRows|liveWorkshopContact)\.ts$/ },
          ],
        },
      },
    },
  },
})
