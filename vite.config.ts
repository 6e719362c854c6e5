import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import { postPrerenderFiles } from './build/postPrerender'
import { pwa } from './build/pwa'

export default defineConfig({
  resolve: { alias: { '#': fileURLToPath(new URL('.', import.meta.url)) } },
  plugins: [UnoCSS(), vike(), react(), postPrerenderFiles(), ...pwa()],
  build: { target: 'es2022', cssCodeSplit: true },
})
