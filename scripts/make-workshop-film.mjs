// Regenerate the placeholder workshop film from the line-art illustrations:
//   node scripts/make-workshop-film.mjs
// Needs ffmpeg (with libx264) on the PATH, e.g. `apt-get install -y ffmpeg` / `brew install ffmpeg`,
// plus the `sharp` dev dependency. Writes, in public/media/:
//   atelier.mp4         H.264 / yuv420p, 1280×720, 25 fps, no audio, faststart (≈20 s)
//   assets/images/atelier-poster.jpg  the opening frame (hero composition), 1280×720
//   atelier.vtt         French captions, one cue per scene, timed from the same scene list
//
// How it works: each public/art/*.svg is rendered with sharp, centred on an ivory 16:9 canvas with
// generous margins (supersampled ×SS so the slow Ken-Burns move stays smooth), then ffmpeg's zoompan
// gives every still a gentle zoom/pan and xfade cross-fades the scenes; the last scene is the logo on ink.
// To change the film, edit SCENES below and run the command again.
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const at = (...p) => join(root, ...p)
const OUT = at('public/media')

const W = 1280
const H = 720
const SS = 4 // supersampling of the stills fed to zoompan (avoids the pixel-step jitter of slow zooms)
const FPS = 25
const FADE = 0.8 // cross-fade length, seconds
const IVORY = '#faf7f0'
const INK = '#10182b'

/**
 * Scenes in order. `z`: zoom at start → end; `x`/`y`: framing centre (0–1 of the free margin) at start → end.
 * `h`: drawn height of the artwork on the 720 px canvas. Durations include the cross-fade overlap.
 */
const SCENES = [
  { art: 'art/hero.svg', h: 500, dur: 3.6, z: [1, 1.08], x: [0.5, 0.5], y: [0.5, 0.44], text: 'L’établi de l’atelier : la bague, la montre et la pierre.' },
  { art: 'art/ring.svg', h: 500, dur: 3.6, z: [1.1, 1.02], x: [0.5, 0.5], y: [0.42, 0.5], text: 'Le dessin de la bague, à la gouache.' },
  { art: 'art/gem.svg', h: 500, dur: 3.6, z: [1.03, 1.1], x: [0.44, 0.56], y: [0.5, 0.5], text: 'Le diamant, examiné à la loupe.' },
  { art: 'art/engraving.svg', h: 500, dur: 3.6, z: [1.08, 1.1], x: [0.36, 0.64], y: [0.55, 0.5], text: 'La gravure d’un jonc en or, au burin.' },
  { art: 'art/watch.svg', h: 500, dur: 3.6, z: [1.02, 1.1], x: [0.5, 0.5], y: [0.58, 0.42], text: 'Une montre-bracelet, révisée et réglée à l’atelier.' },
  { art: 'art/clock.svg', h: 500, dur: 3.6, z: [1.1, 1.03], x: [0.6, 0.46], y: [0.5, 0.5], text: 'La restauration d’une pendule de cheminée.' },
  { art: 'logo.svg', h: 300, dur: 4.2, z: [1, 1.05], x: [0.5, 0.5], y: [0.5, 0.5], bg: INK, text: 'Maison Bologne — 12 rue Jean Bologne, Paris 16e.' },
]

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 })
  if (r.error?.code === 'ENOENT') throw new Error(`${cmd} not found on PATH — install ffmpeg first (see the top of this script)`)
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}):\n${r.stderr.slice(-3000)}`)
  return r.stdout
}

/** Render one scene as a still: the artwork centred on its background, at W×H × SS. */
async function still(scene, file) {
  const svg = await readFile(at('public', scene.art))
  const vb = /viewBox="\s*[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(svg.toString())
  const [vw, vh] = vb ? [Number(vb[1]), Number(vb[2])] : [100, 100]
  const height = Math.round(scene.h * SS)
  const width = Math.round((height * vw) / vh)
  const art = await sharp(svg, { density: Math.min(2400, (72 * height) / vh) })
    .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  await sharp({ create: { width: W * SS, height: H * SS, channels: 3, background: scene.bg ?? IVORY } })
    .composite([{ input: art, left: Math.round((W * SS - width) / 2), top: Math.round((H * SS - height) / 2) }])
    .png({ compressionLevel: 1 })
    .toFile(file)
}

/** Start time of each scene on the film's timeline (each overlaps the previous one by FADE). */
function timeline() {
  let t = 0
  return SCENES.map((s) => {
    const start = t
    t += s.dur - FADE
    return start
  })
}

const lerp = ([a, b], n) => `(${a}+(${b - a})*on/${n - 1})`

function filterGraph(starts) {
  const parts = SCENES.map((s, i) => {
    const n = Math.round(s.dur * FPS)
    const z = lerp(s.z, n)
    return (
      `[${i}:v]zoompan=d=${n}:fps=${FPS}:s=${W}x${H}:z='${z}'` +
      `:x='(iw-iw/zoom)*${lerp(s.x, n)}':y='(ih-ih/zoom)*${lerp(s.y, n)}',` +
      `setsar=1,format=yuv420p,settb=1/${FPS * 1000}[s${i}]`
    )
  })
  let prev = 's0'
  for (let i = 1; i < SCENES.length; i++) {
    const out = i === SCENES.length - 1 ? 'v' : `x${i}`
    parts.push(`[${prev}][s${i}]xfade=transition=fade:duration=${FADE}:offset=${starts[i].toFixed(3)}[${out}]`)
    prev = out
  }
  return parts.join(';')
}

const stamp = (t) => {
  const ms = Math.round(t * 1000)
  const p = (v, l = 2) => String(v).padStart(l, '0')
  return `${p(Math.floor(ms / 3600000))}:${p(Math.floor(ms / 60000) % 60)}:${p(Math.floor(ms / 1000) % 60)}.${p(ms % 1000, 3)}`
}

/** One cue per scene, switching half-way through each cross-fade. */
function captions(starts, total) {
  const cues = SCENES.map((s, i) => {
    const from = i === 0 ? 0 : starts[i] + FADE / 2
    const to = i === SCENES.length - 1 ? total : starts[i + 1] + FADE / 2
    return `${i + 1}\n${stamp(from)} --> ${stamp(to)}\n${s.text}\n`
  })
  return `WEBVTT\n\n${cues.join('\n')}`
}

async function main() {
  run('ffmpeg', ['-hide_banner', '-version'])
  await mkdir(OUT, { recursive: true })
  const tmp = await mkdtemp(join(tmpdir(), 'atelier-film-'))
  try {
    const frames = SCENES.map((_, i) => join(tmp, `scene-${i}.png`))
    await Promise.all(SCENES.map((s, i) => still(s, frames[i])))

    const starts = timeline()
    const last = SCENES.at(-1)
    const total = starts.at(-1) + last.dur
    const mp4 = join(OUT, 'atelier.mp4')
    run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...frames.flatMap((f) => ['-i', f]),
      '-filter_complex',
      filterGraph(starts),
      '-map',
      '[v]',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '28',
      '-profile:v',
      'high',
      '-level',
      '4.0',
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(FPS),
      '-g',
      String(FPS * 4),
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      mp4,
    ])

    // Poster = the opening frame (hero at zoom 1, centred), straight from the vector render.
    let quality = 86
    let poster
    do {
      poster = await sharp(frames[0]).resize(W, H).jpeg({ quality, mozjpeg: true }).toBuffer()
      quality -= 4
    } while (poster.length > 88_000 && quality > 40)
    // The poster is a photograph of the image pipeline (lib/images.ts): its AVIF/WebP widths are built from it.
    await writeFile(at('assets/images/atelier-poster.jpg'), poster)

    await writeFile(join(OUT, 'atelier.vtt'), captions(starts, total))

    const probe = JSON.parse(run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', mp4]))
    const v = probe.streams.find((s) => s.codec_type === 'video')
    console.log(`video: ${v.codec_name} ${v.width}x${v.height} ${v.pix_fmt}, ${Number(probe.format.duration).toFixed(2)} s`)
    for (const p of [join(OUT, 'atelier.mp4'), at('assets/images/atelier-poster.jpg'), join(OUT, 'atelier.vtt')]) {
      console.log(`${relative(root, p)}  ${((await stat(p)).size / 1024).toFixed(1)} KB`)
    }
  } finally {
    await rm(tmp, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err.message ?? err)
  process.exit(1)
})
