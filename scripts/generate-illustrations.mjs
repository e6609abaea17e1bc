#!/usr/bin/env node
// Draws the CasaBite product and blog illustrations as small SVG files in public/images/.
//
//   node scripts/generate-illustrations.mjs           write every file
//   node scripts/generate-illustrations.mjs --check   exit 1 if a file is missing or out of date
//
// The output is deterministic: every random choice comes from a generator seeded by the file
// name, so running the script twice gives identical bytes. The image paths that
// supabase/seed.sql references are read from the seed file, and each must have an entry in
// the tables below; the script stops with an error otherwise, so the two cannot drift apart.
// Each product gets four views (jar, bowl, spoon, close-up), listed in that order in its
// gallery_image_urls; each blog post gets one 1200x630 scene.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = join(ROOT, 'public')
const SEED = join(ROOT, 'supabase', 'seed.sql')
const MAX_BYTES = 5900

// slug: [name, jar label (| breaks the line), form, base colour, accent colour]
const PRODUCTS = {
  'tellicherry-peppercorns': ['Tellicherry Peppercorns', 'Tellicherry|Pepper', 'balls', '#4a3426', '#7a5a43'],
  'sichuan-peppercorns': ['Sichuan Peppercorns', 'Sichuan|Pepper', 'husks', '#9c3f26', '#3a1f17'],
  'long-pepper': ['Long Pepper', 'Long|Pepper', 'catkins', '#5a4636', '#8b7560'],
  'grains-of-paradise': ['Grains of Paradise', 'Grains of|Paradise', 'smallballs', '#8a4b2d', '#5a2e1a'],
  'pink-peppercorns': ['Pink Peppercorns', 'Pink|Pepper', 'balls', '#e0708e', '#b84a68'],
  'cumin-seeds': ['Cumin Seeds', 'Cumin', 'seeds', '#9b7b4f', '#6b5233'],
  'coriander-seeds': ['Coriander Seeds', 'Coriander', 'balls', '#c9a46b', '#9c7a45'],
  'fennel-seeds': ['Lucknow Fennel Seeds', 'Fennel', 'seeds', '#93a35c', '#6d7d3c'],
  'nigella-seeds': ['Nigella Seeds', 'Nigella', 'angular', '#2e2927', '#55504c'],
  'black-mustard-seeds': ['Black Mustard Seeds', 'Mustard', 'smallballs', '#4a3530', '#2a1d1a'],
  'fenugreek-seeds': ['Fenugreek Seeds', 'Fenugreek', 'cubes', '#c9983f', '#9b6f24'],
  'whole-nutmeg': ['Whole Nutmeg', 'Nutmeg', 'nuts', '#8a5a3a', '#5e3a22'],
  zaatar: ["Za'atar", "Za'atar", 'powder', '#7f8446', '#f1e6c8'],
  'ras-el-hanout': ['Ras el Hanout', 'Ras el|Hanout', 'powder', '#b2662f', '#b8435a'],
  'garam-masala': ['Garam Masala', 'Garam|Masala', 'powder', '#7b4b2b', '#3a2417'],
  berbere: ['Berbere', 'Berbere', 'powder', '#b3321f', '#6e1a10'],
  baharat: ['Baharat', 'Baharat', 'powder', '#6d4228', '#a0623a'],
  'herbes-de-provence': ['Herbes de Provence', 'Herbes de|Provence', 'leaves', '#7f8a5a', '#8d78b3'],
  'shichimi-togarashi': ['Shichimi Togarashi', 'Shichimi', 'flakes', '#c8412a', '#1f1b19'],
  'madras-curry-powder': ['Madras Curry Powder', 'Madras|Curry', 'powder', '#d29a2b', '#a8611c'],
  'smoked-pimenton': ['Smoked Pimentón de la Vera', 'Pimentón|de la Vera', 'powder', '#a3271d', '#5e140e'],
  'chipotle-morita': ['Chipotle Morita Chili', 'Chipotle|Morita', 'chili', '#5c2a1f', '#8a4a34'],
  'ancho-chili': ['Ancho Chili', 'Ancho', 'ancho', '#4e2019', '#7a3a2c'],
  'aleppo-pepper': ['Aleppo Pepper', 'Aleppo|Pepper', 'flakes', '#9e2b23', '#6b1812'],
  'kashmiri-chili': ['Kashmiri Chili', 'Kashmiri|Chili', 'powder', '#c9281f', '#7d120c'],
  'urfa-biber': ['Urfa Biber', 'Urfa|Biber', 'flakes', '#3f1b22', '#7a3440'],
  'ceylon-cinnamon': ['Ceylon Cinnamon Quills', 'Ceylon|Cinnamon', 'quills', '#c07f4f', '#8a5430'],
  'saigon-cinnamon': ['Saigon Cinnamon', 'Saigon|Cinnamon', 'powder', '#8c4a2b', '#5a2c18'],
  'kashmiri-saffron': ['Kashmiri Saffron', 'Kashmiri|Saffron', 'threads', '#b3121b', '#f0a020'],
  'culinary-lavender': ['Culinary Lavender', 'Lavender', 'lavender', '#7b68a8', '#8f9a78'],
  'whole-cloves': ['Whole Cloves', 'Cloves', 'cloves', '#5c3522', '#8a5a3c'],
  'wild-fennel-pollen': ['Wild Fennel Pollen', 'Fennel|Pollen', 'powder', '#c9b53e', '#8b8a2a'],
  'lakadong-turmeric': ['Lakadong Turmeric', 'Turmeric', 'powder', '#e28c14', '#b85d0b'],
  'jamaican-ginger': ['Jamaican Ginger', 'Ginger', 'powder', '#d9b877', '#a88446'],
  galangal: ['Galangal', 'Galangal', 'slices', '#d9c39b', '#9a7b55'],
  'wild-greek-oregano': ['Wild Greek Oregano', 'Greek|Oregano', 'leaves', '#6f7d4b', '#a8a27a'],
  'makrut-lime-leaves': ['Makrut Lime Leaves', 'Makrut|Lime', 'lime', '#4f7a3a', '#2f5224'],
  'green-cardamom': ['Green Cardamom', 'Cardamom', 'pods', '#8aa25a', '#5d7538'],
  'star-anise': ['Star Anise', 'Star|Anise', 'star', '#7b3f22', '#c79a5e'],
  'madagascar-vanilla': ['Madagascar Vanilla Beans', 'Vanilla', 'beans', '#2f2018', '#6b4a33'],
  'allspice-berries': ['Allspice Berries', 'Allspice', 'balls', '#6e4430', '#4a2a1c'],
  sumac: ['Sumac', 'Sumac', 'powder', '#8e2a36', '#4e141c'],
}

// slug: [title, scene, colours]
const POSTS = {
  'kashmiri-saffron-harvest': ['Saffron crocus fields at dawn', 'crocus', ['#7b5ea7', '#b3121b', '#f0a020']],
  'blooming-spices-in-hot-fat': [
    'Whole spices blooming in a skillet',
    'skillet',
    ['#9b7b4f', '#4a3530', '#c9a46b', '#d29a2b'],
  ],
  'la-vera-smoke-houses': ['A pimentón drying house in La Vera', 'smokehouse', ['#a3271d', '#5f7a3a', '#c9b79c']],
  'ras-el-hanout-weeknight-dinners': [
    'A Moroccan table with ras el hanout',
    'table',
    ['#b2662f', '#e28c14', '#8e2a36', '#7f8446'],
  ],
  'how-to-store-spices': [
    'A shelf of spice jars',
    'shelf',
    ['#a3271d', '#e28c14', '#7f8446', '#6d4228', '#c9a46b', '#b3321f', '#93a35c', '#4a3426', '#7b68a8', '#d9b877'],
  ],
  'berbere-and-the-ethiopian-table': [
    'An Ethiopian meal with berbere stews',
    'mesob',
    ['#a3271d', '#c0501f', '#d6a33a', '#4f6b2e'],
  ],
  'peppercorn-tasting-guide': [
    'Five peppers side by side',
    'tasting',
    ['#4a3426', '#5a4636', '#9c3f26', '#8a4b2d', '#e0708e'],
  ],
}

// ---------------------------------------------------------------- helpers

function random(seedText) {
  let h = 2166136261
  for (const ch of seedText) h = Math.imul(h ^ ch.codePointAt(0), 16777619)
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const n = (v) => String(Math.round(v * 10) / 10)
const i = (v) => String(Math.round(v))
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const rgb = (h) => [1, 3, 5].map((k) => parseInt(h.slice(k, k + 2), 16))
const hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
const mix = (a, b, t) => hex(rgb(a).map((v, k) => v + (rgb(b)[k] - v) * t))
const lum = (h) => rgb(h).reduce((s, v, k) => s + v * [0.299, 0.587, 0.114][k], 0) / 255
const pick = (R, list) => list[Math.floor(R() * list.length)]
const tf = (x, y, a, s) => `transform="translate(${i(x)} ${i(y)})rotate(${i(a)})${s === 1 ? '' : `scale(${n(s)})`}"`

function palette(base, accent) {
  return { b: base, d: mix(base, '#000000', 0.45), l: mix(base, '#ffffff', 0.38), a: accent, g: 'b', h: 'c' }
}

const open = (w, h, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>`
const grad = (id, c0, c1, attrs = 'cx=".35" cy=".3" r=".9"') =>
  `<radialGradient id="${id}" ${attrs}><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></radialGradient>`
const lin = (id, c0, c1) =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>`
const noiseDef = (seed) =>
  `<filter id="n"><feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" seed="${seed}"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .7 0"/></filter>`
const noise = (w, h, o = 0.1) => `<rect width="${w}" height="${h}" filter="url(#n)" opacity="${o}"/>`

// ---------------------------------------------------------------- spice particles
// Each form draws one piece of spice at (x, y), scale s, angle a. `g` wraps a layer of them.

const STAR = (() => {
  const pts = []
  for (let k = 0; k < 16; k++) {
    const r = k % 2 ? 8 : 25
    const t = (Math.PI / 8) * k - Math.PI / 2
    pts.push(`${i(r * Math.cos(t))} ${i(r * Math.sin(t))}`)
  }
  return `M${pts.join('L')}z`
})()

const FORMS = {
  balls: {
    size: 9,
    draw: (x, y, s, a, R, P) =>
      `<circle cx="${i(x)}" cy="${i(y)}" r="${n(9 * s * (0.85 + 0.3 * R()))}" fill="url(#${R() < 0.7 ? P.g : P.h})"/>`,
  },
  smallballs: {
    size: 5,
    draw: (x, y, s, a, R, P) =>
      `<circle cx="${i(x)}" cy="${i(y)}" r="${n(5 * s * (0.8 + 0.4 * R()))}" fill="url(#${R() < 0.7 ? P.g : P.h})"/>`,
  },
  husks: {
    size: 10,
    draw: (x, y, s, a, R, P) =>
      `<circle cx="${i(x)}" cy="${i(y)}" r="${n(10 * s)}" fill="url(#${R() < 0.6 ? P.g : P.h})"/><circle cx="${i(x + 3 * s)}" cy="${i(y - 3 * s)}" r="${n(3.6 * s)}" fill="${P.a}"/>`,
  },
  seeds: {
    size: 10,
    draw: (x, y, s, a, R, P) =>
      `<ellipse cx="${i(x)}" cy="${i(y)}" rx="${n(11 * s)}" ry="${n(3.8 * s)}" fill="url(#${R() < 0.6 ? P.g : P.h})" transform="rotate(${i(a)} ${i(x)} ${i(y)})"/>`,
  },
  angular: {
    size: 5,
    draw: (x, y, s, a, R, P) => {
      const p = [0, 1, 2, 3].map((k) => {
        const t = ((a + k * 90 + R() * 40) * Math.PI) / 180
        const r = s * (4 + R() * 3)
        return `${i(x + r * Math.cos(t))} ${i(y + r * Math.sin(t))}`
      })
      return `<path d="M${p.join('L')}z" fill="${R() < 0.8 ? P.b : P.a}"/>`
    },
  },
  cubes: {
    size: 5,
    draw: (x, y, s, a, R, P) =>
      `<rect x="${i(x)}" y="${i(y)}" width="${n(7 * s)}" height="${n(5.5 * s)}" rx="${n(1.6 * s)}" fill="url(#${R() < 0.6 ? P.g : P.h})" transform="rotate(${i(a)} ${i(x)} ${i(y)})"/>`,
  },
  nuts: {
    size: 20,
    draw: (x, y, s, a, R, P) =>
      `<g ${tf(x, y, a, s)}><ellipse rx="20" ry="15" fill="url(#${R() < 0.6 ? P.g : P.h})"/><path d="M-13-2q7-9 16-3m-7 12q8-3 10-11" fill="none" stroke="${P.d}" stroke-width="2" opacity=".6"/></g>`,
  },
  powder: {
    size: 2,
    draw: (x, y, s, a, R, P) =>
      `<circle cx="${i(x)}" cy="${i(y)}" r="${n(s * (1.2 + R() * 2.4))}" fill="${pick(R, [P.d, P.l, P.a, P.d])}"/>`,
  },
  flakes: {
    size: 6,
    draw: (x, y, s, a, R, P) => {
      const p = [0, 1, 2, 3].map((k) => {
        const t = ((a + k * 90 + R() * 50) * Math.PI) / 180
        const r = s * (3 + R() * 5)
        return `${i(x + r * Math.cos(t))} ${i(y + r * Math.sin(t))}`
      })
      return `<path d="M${p.join('L')}z" fill="${pick(R, [P.b, P.d, P.a, P.b, P.l])}"/>`
    },
  },
  chili: {
    size: 30,
    draw: (x, y, s, a, R, P) =>
      `<g ${tf(x, y, a, s)}><path d="M0 0C14-10 44-10 62 3C44 7 16 10 0 0z" fill="url(#${R() < 0.6 ? P.g : P.h})"/><path d="M0 0l-9-5" stroke="#6b6b35" stroke-width="3"/></g>`,
  },
  ancho: {
    size: 30,
    draw: (x, y, s, a, R, P) =>
      `<g ${tf(x, y, a, s)}><path d="M0 0C8-17 40-19 58 2C40 17 10 15 0 0z" fill="url(#${R() < 0.6 ? P.g : P.h})"/><path d="M8 1q18-6 40 0M0 0l-9-3" fill="none" stroke="${P.d}" stroke-width="3"/></g>`,
  },
  quills: {
    size: 50,
    draw: (x, y, s, a, R, P) =>
      `<g ${tf(x, y, a, s)}><rect x="-60" y="-8" width="120" height="16" rx="5" fill="url(#${R() < 0.6 ? P.g : P.h})"/><path d="M-56-3h112" stroke="${P.d}" stroke-width="2" opacity=".45"/><ellipse cx="60" rx="4" ry="8" fill="${P.d}"/></g>`,
  },
  threads: {
    size: 14,
    g: 'fill="none" stroke-linecap="round"',
    draw: (x, y, s, a, R, P) => {
      const t = (a * Math.PI) / 180
      const L = 30 * s
      const dx = L * Math.cos(t)
      const dy = L * Math.sin(t)
      const bend = (R() - 0.5) * 16 * s
      return `<path d="M${i(x)} ${i(y)}q${i(dx / 2 - (bend * dy) / L)} ${i(dy / 2 + (bend * dx) / L)} ${i(dx)} ${i(dy)}" stroke="${R() < 0.8 ? P.b : P.d}" stroke-width="${n(3 * s)}"/><circle cx="${i(x + dx)}" cy="${i(y + dy)}" r="${n(2 * s)}" fill="${R() < 0.3 ? P.a : P.b}"/>`
    },
  },
  cloves: {
    size: 14,
    g: 'stroke-linecap="round"',
    draw: (x, y, s, a, R, P) =>
      `<g ${tf(x, y, a, s)}><path d="M-12 0h20" stroke="${R() < 0.6 ? P.b : P.d}" stroke-width="4.5"/><circle cx="12" r="5.5" fill="url(#${P.g})"/></g>`,
  },
  lavender: {
    size: 4,
    draw: (x, y, s, a, R, P) => {
      const w = R() < 0.5
      return `<ellipse cx="${i(x)}" cy="${i(y)}" rx="${n(s * (w ? 4.2 : 2.6))}" ry="${n(s * (w ? 2.6 : 4.2))}" fill="${pick(R, [P.b, P.d, P.l, P.b, P.a])}"/>`
    },
  },
  slices: {
    size: 16,
    draw: (x, y, s, a, R, P) => {
      const rx = 17 * s * (0.8 + 0.4 * R())
      const ry = 13 * s * (0.8 + 0.4 * R())
      return `<ellipse cx="${i(x)}" cy="${i(y)}" rx="${i(rx)}" ry="${i(ry)}" fill="${P.l}" stroke="${P.a}" stroke-width="${n(1.6 * s)}"/><ellipse cx="${i(x)}" cy="${i(y)}" rx="${i(rx * 0.6)}" ry="${i(ry * 0.6)}" fill="none" stroke="${P.a}" opacity=".45"/>`
    },
  },
  pods: {
    size: 16,
    draw: (x, y, s, a, R, P) =>
      `<g ${tf(x, y, a, s)}><path d="M-18 0C-12-11 12-11 18 0C12 11-12 11-18 0z" fill="url(#${R() < 0.6 ? P.g : P.h})"/><path d="M-14 0h28" stroke="${P.d}" opacity=".45"/></g>`,
  },
  star: {
    size: 24,
    draw: (x, y, s, a, R, P) =>
      `<g ${tf(x, y, a, s)}><path d="${STAR}" fill="url(#${R() < 0.6 ? P.g : P.h})"/><circle r="4" fill="${P.a}"/></g>`,
  },
  beans: {
    size: 40,
    g: 'fill="none" stroke-linecap="round"',
    draw: (x, y, s, a, R, P) => {
      const t = (a * Math.PI) / 180
      const L = 130 * s
      const dx = L * Math.cos(t)
      const dy = L * Math.sin(t)
      return `<path d="M${i(x)} ${i(y)}q${i(dx / 2 + dy * 0.12)} ${i(dy / 2 - dx * 0.12)} ${i(dx)} ${i(dy)}" stroke="${R() < 0.7 ? P.b : P.a}" stroke-width="${n(9 * s)}"/>`
    },
  },
  leaves: {
    size: 9,
    draw: (x, y, s, a, R, P) =>
      R() < 0.12
        ? `<circle cx="${i(x)}" cy="${i(y)}" r="${n(2.6 * s)}" fill="${P.a}"/>`
        : `<path d="M0 0q9-7 18 0q-9 7-18 0z" fill="${pick(R, [P.b, P.d, P.l])}" ${tf(x, y, a, s)}/>`,
  },
  lime: {
    size: 30,
    draw: (x, y, s, a, R, P) =>
      `<g ${tf(x, y, a, s)}><path d="M-30 0q12-11 26 0q-14 11-26 0zm26 0q16-15 36 0q-20 15-36 0z" fill="url(#${R() < 0.6 ? P.g : P.h})"/><path d="M-28 0h58" stroke="${P.a}" opacity=".6"/></g>`,
  },
  catkins: {
    size: 22,
    draw: (x, y, s, a, R, P) =>
      `<g ${tf(x, y, a, s)}><rect x="-23" y="-6" width="46" height="12" rx="6" fill="url(#${R() < 0.6 ? P.g : P.h})"/><path d="M-17 0h34" stroke="${P.a}" stroke-width="3" stroke-dasharray="2 3"/></g>`,
  },
}

// Scatter `count` pieces inside a region given by `place(R) -> [x, y]`, painted back to front.
function layer(form, count, s, place, R, P) {
  const items = []
  for (let k = 0; k < count; k++) {
    const [x, y] = place(R)
    items.push([y, x, R() * 360])
  }
  items.sort((p, q) => p[0] - q[0])
  const body = items.map(([y, x, a]) => form.draw(x, y, s, a, R, P)).join('')
  return form.g ? `<g ${form.g}>${body}</g>` : body
}

// Several views shrink their particle count until the file fits the size budget.
function fit(build) {
  for (let density = 1; density > 0.05; density *= 0.88) {
    const svg = build(density)
    if (Buffer.byteLength(svg) <= MAX_BYTES) return svg
  }
  throw new Error(
    `illustration does not fit the size budget (${Buffer.byteLength(build(0.05))} bytes at the lowest density)`,
  )
}

// ---------------------------------------------------------------- product views

function productDefs(P, seed, bgTint) {
  return (
    `<defs>${grad('g', mix(P.b, '#fffaf2', 0.9), mix(P.b, bgTint, 0.76), 'cx=".5" cy=".38" r=".8"')}` +
    grad('b', P.l, P.d) +
    grad('c', P.b, mix(P.d, '#000000', 0.3)) +
    lin('s', mix(P.b, '#ffffff', 0.12), P.d) +
    noiseDef(seed)
  )
}

const count = (form, area, density, cap = 70) =>
  Math.max(3, Math.round(Math.min(cap, area / (form.size * form.size * 9)) * density))

function jarView(slug, name, label, form, P, density, R) {
  const lines = label.split('|')
  const longest = Math.max(...lines.map((t) => t.length))
  const fs = Math.min(34, Math.floor(380 / longest))
  const top = 330
  const textY = lines.length === 1 ? [512] : [497, 497 + fs + 4]
  return (
    open(800, 800, `${name} in a CasaBite jar`) +
    productDefs(P, 3, '#efe3d0') +
    `<clipPath id="j"><rect x="258" y="258" width="284" height="379" rx="40"/></clipPath></defs>` +
    `<rect width="800" height="800" fill="url(#g)"/>${noise(800, 800)}` +
    `<rect y="600" width="800" height="200" fill="${mix(P.b, '#d9c6a9', 0.82)}"/><rect y="600" width="800" height="4" fill="#fff" opacity=".4"/>` +
    `<ellipse cx="400" cy="646" rx="205" ry="22" fill="#3b2a1d" opacity=".2"/>` +
    `<rect x="250" y="250" width="300" height="395" rx="46" fill="#fff" opacity=".45"/>` +
    `<g clip-path="url(#j)"><rect x="250" y="${top}" width="300" height="${645 - top}" fill="url(#s)"/>` +
    layer(form, count(form, 280 * 300, density, 60), 1, (r) => [262 + r() * 276, top + 6 + r() * 300], R, P) +
    `<ellipse cx="400" cy="${top}" rx="150" ry="14" fill="${P.l}" opacity=".6"/></g>` +
    `<rect x="250" y="250" width="300" height="395" rx="46" fill="none" stroke="#fff" stroke-width="5" opacity=".8"/>` +
    `<rect x="272" y="292" width="20" height="310" rx="10" fill="#fff" opacity=".4"/>` +
    `<rect x="282" y="420" width="236" height="150" rx="8" fill="#fbf5ea" stroke="${P.d}" stroke-width="2"/>` +
    `<rect x="292" y="430" width="216" height="130" rx="4" fill="none" stroke="${P.b}" opacity=".6"/>` +
    `<text x="400" y="462" text-anchor="middle" font-family="Georgia,serif" font-size="15" letter-spacing="5" fill="${P.d}">CASABITE</text>` +
    lines
      .map(
        (t, k) =>
          `<text x="400" y="${textY[k]}" text-anchor="middle" font-family="Georgia,serif" font-size="${fs}" font-weight="bold" fill="#2b1d14">${esc(t)}</text>`,
      )
      .join('') +
    `<path d="M360 ${lines.length === 1 ? 536 : 548}h80" stroke="${P.b}" stroke-width="2"/>` +
    `<rect x="262" y="210" width="276" height="52" rx="10" fill="#8a5a36"/><path d="M266 226h268M266 244h268" stroke="#6d4529" stroke-width="3" opacity=".6"/>` +
    `<rect x="270" y="213" width="260" height="6" rx="3" fill="#fff" opacity=".25"/>` +
    layer(form, Math.max(3, Math.round(9 * density)), 1.3, (r) => [130 + r() * 540, 672 + r() * 90], R, P) +
    '</svg>'
  )
}

function bowlView(slug, name, label, form, P, density, R) {
  const dark = lum(P.b) > 0.42
  const bowl = dark ? '#33393f' : '#f5efe5'
  const inner = dark ? '#23282d' : '#e2d7c6'
  const domeTop = (x) => 440 - 150 * (1 - ((x - 400) / 245) ** 2)
  const front = (x) => 440 + 66 * Math.sqrt(Math.max(0, 1 - ((x - 400) / 242) ** 2))
  return (
    open(800, 800, `A bowl of ${name}`) +
    productDefs(P, 5, '#eadcc6') +
    `</defs><rect width="800" height="800" fill="url(#g)"/>${noise(800, 800)}` +
    `<rect y="530" width="800" height="270" fill="${mix(P.b, '#cdb597', 0.8)}"/><rect y="530" width="800" height="4" fill="#fff" opacity=".35"/>` +
    `<ellipse cx="400" cy="628" rx="265" ry="34" fill="#3b2a1d" opacity=".2"/>` +
    `<ellipse cx="400" cy="440" rx="250" ry="70" fill="${inner}"/>` +
    `<path d="M158 440C215 330 300 290 400 290S585 330 642 440A242 66 0 0 1 158 440z" fill="url(#s)"/>` +
    layer(
      form,
      count(form, 440 * 190, density),
      1,
      (r) => {
        const x = 175 + r() * 450
        const y0 = domeTop(x) + 10
        return [x, y0 + r() * (front(x) - y0)]
      },
      R,
      P,
    ) +
    `<path d="M150 440A250 70 0 0 0 650 440C645 570 540 630 400 630S155 570 150 440z" fill="${bowl}"/>` +
    `<path d="M168 500Q400 610 632 500" fill="none" stroke="${P.b}" stroke-width="6" opacity=".5"/>` +
    `<path d="M150 440A250 70 0 0 0 650 440" fill="none" stroke="#fff" stroke-width="4" opacity=".45"/>` +
    layer(form, Math.max(3, Math.round(8 * density)), 1.2, (r) => [90 + r() * 620, 660 + r() * 110], R, P) +
    '</svg>'
  )
}

function spoonView(slug, name, label, form, P, density, R) {
  const cloth = mix(P.b, '#fbf7f0', 0.93)
  return (
    open(800, 800, `A wooden spoon of ${name}`) +
    productDefs(P, 7, '#e4d3bb') +
    `</defs><rect width="800" height="800" fill="url(#g)"/>${noise(800, 800, 0.14)}` +
    `<g transform="rotate(-8 400 400)"><rect x="-120" y="470" width="760" height="460" rx="6" fill="${cloth}"/>` +
    `<rect x="-100" y="490" width="720" height="420" fill="none" stroke="${P.b}" stroke-width="2" stroke-dasharray="10 8" opacity=".5"/></g>` +
    layer(
      form,
      Math.max(4, Math.round(count(form, 300000, density, 40) * 0.45)),
      1.25,
      (r) => {
        const x = 60 + r() * 680
        return [x, x < 400 ? 560 + r() * 190 : 60 + r() * 690]
      },
      R,
      P,
    ) +
    `<g transform="rotate(-30 400 400)"><g transform="translate(8 12)" fill="#3b2a1d" opacity=".2"><ellipse cx="300" cy="400" rx="125" ry="92"/><rect x="400" y="383" width="360" height="34" rx="17"/></g>` +
    `<rect x="400" y="383" width="360" height="34" rx="17" fill="#c99661" stroke="#9c6b3e" stroke-width="3"/>` +
    `<ellipse cx="300" cy="400" rx="125" ry="92" fill="#c99661" stroke="#9c6b3e" stroke-width="3"/><ellipse cx="300" cy="400" rx="104" ry="74" fill="#b07e4d"/>` +
    `<ellipse cx="300" cy="400" rx="96" ry="66" fill="url(#s)"/>` +
    layer(
      form,
      count(form, 17000, density, 34),
      1,
      (r) => {
        const t = r() * Math.PI * 2
        const d = Math.sqrt(r()) * 0.85
        return [300 + 88 * d * Math.cos(t), 400 + 58 * d * Math.sin(t)]
      },
      R,
      P,
    ) +
    `<path d="M420 392h320" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".3"/></g></svg>`
  )
}

function closeView(slug, name, label, form, P, density, R) {
  const gauss = (r) => (r() + r() + r() - 1.5) / 1.5
  let pile = ''
  if (form === FORMS.powder) {
    const pts = []
    for (let k = 0; k < 14; k++) {
      const t = (Math.PI * 2 * k) / 14
      const rr = 250 + (R() - 0.5) * 50
      pts.push([400 + rr * Math.cos(t), 420 + rr * 0.82 * Math.sin(t)])
    }
    const mid = (p, q) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]
    const start = mid(pts[13], pts[0])
    let d = `M${i(start[0])} ${i(start[1])}`
    pts.forEach((p, k) => {
      const m = mid(p, pts[(k + 1) % 14])
      d += `Q${i(p[0])} ${i(p[1])} ${i(m[0])} ${i(m[1])}`
    })
    pile = `<ellipse cx="408" cy="440" rx="270" ry="215" fill="#3b2a1d" opacity=".15"/><path d="${d}z" fill="url(#c)"/>`
  }
  const s = form === FORMS.powder ? 1.6 : Math.max(1.5, Math.min(4.2, 34 / form.size))
  const spread = form === FORMS.powder ? 200 : 250
  return (
    open(800, 800, `A close-up of ${name}`) +
    productDefs(P, 11, '#dfcdb2') +
    `</defs><rect width="800" height="800" fill="url(#g)"/>${noise(800, 800, 0.16)}` +
    `<path d="M0 640L800 560V800H0z" fill="${mix(P.b, '#f8f2e8', 0.9)}"/><path d="M0 652L800 572" stroke="${P.b}" stroke-width="2" stroke-dasharray="10 8" opacity=".45"/>` +
    pile +
    layer(
      form,
      count(form, 260000, density, form === FORMS.powder ? 110 : 48),
      s,
      (r) => {
        const t = r() * Math.PI * 2
        const d = form === FORMS.powder ? Math.abs(gauss(r)) : 0.55 * Math.sqrt(r()) + 0.45 * Math.abs(gauss(r))
        return [400 + spread * d * Math.cos(t), 420 + spread * 0.8 * d * Math.sin(t)]
      },
      R,
      P,
    ) +
    '</svg>'
  )
}

const VIEWS = [jarView, bowlView, spoonView, closeView]

function productFiles(slug) {
  const [name, label, formName, base, accent] = PRODUCTS[slug]
  const form = FORMS[formName]
  if (!form) throw new Error(`unknown form ${formName} for ${slug}`)
  const P = palette(base, accent)
  return VIEWS.map((view, k) => {
    const file = `images/products/${slug}${k === 0 ? '' : `-${k + 1}`}.svg`
    return [file, fit((density) => view(slug, name, label, form, P, density, random(file)))]
  })
}

function placeholder() {
  const P = palette('#b08d6a', '#7a5a3e')
  const file = 'images/placeholder-spice.svg'
  const svg = fit((density) => jarView('placeholder', 'Spices', 'Fine|Spices', FORMS.seeds, P, density, random(file)))
  return [file, svg.replace('<title>Spices in a CasaBite jar</title>', '<title>CasaBite spice jar</title>')]
}

// ---------------------------------------------------------------- blog scenes (1200x630)

function bowlTop(x, y, r, colour, R, pieces, form = FORMS.powder, P = null, scale = 1) {
  const p = P ?? { ...palette(colour, mix(colour, '#ffffff', 0.5)), g: 'b', h: 'b' }
  return (
    `<circle cx="${i(x + 6)}" cy="${i(y + 8)}" r="${i(r)}" fill="#3b2a1d" opacity=".18"/><circle cx="${i(x)}" cy="${i(y)}" r="${i(r)}" fill="#f7f1e7"/>` +
    `<circle cx="${i(x)}" cy="${i(y)}" r="${i(r * 0.8)}" fill="${colour}"/>` +
    layer(
      form,
      pieces,
      scale,
      (rr) => {
        const t = rr() * Math.PI * 2
        const d = Math.sqrt(rr()) * r * 0.62
        return [x + d * Math.cos(t), y + d * Math.sin(t)]
      },
      R,
      p,
    )
  )
}

const SCENES = {
  crocus(C, R, density) {
    const flowers = Math.round(12 * density)
    const items = []
    for (let k = 0; k < flowers; k++) items.push([440 + R() * 150, 60 + R() * 1080])
    items.sort((a, b) => a[0] - b[0])
    return (
      `<defs>${lin('sky', '#f3d2c4', '#fbeee4')}${grad('p', mix(C[0], '#ffffff', 0.35), C[0], 'cx=".5" cy=".2" r="1"')}${noiseDef(2)}</defs>` +
      `<rect width="1200" height="630" fill="url(#sky)"/><circle cx="930" cy="170" r="70" fill="#fde3b3"/>` +
      `<path d="M0 330L180 210L330 300L520 170L700 290L880 200L1060 300L1200 240V630H0z" fill="#c9b9cc"/>` +
      `<path d="M0 370Q300 300 620 360T1200 350V630H0z" fill="#a3a37a"/><path d="M0 430Q300 380 600 420T1200 410V630H0z" fill="#6f7a4a"/>` +
      noise(1200, 630, 0.12) +
      items
        .map(([y, x]) => {
          const s = 0.8 + ((y - 440) / 150) * 0.9
          return (
            `<g ${tf(x, y, (R() - 0.5) * 16, s)}><path d="M0 0v50" stroke="#5d7a3a" stroke-width="5"/>` +
            `<path d="M0 0C-34-14-34-58-14-66C-6-44-4-20 0 0zM0 0C-14-30-12-68 0-80C12-68 14-30 0 0zM0 0C34-14 34-58 14-66C6-44 4-20 0 0z" fill="url(#p)"/>` +
            `<path d="M0-20l-9-44M0-20l1-50M0-20l9-44" stroke="${C[1]}" stroke-width="3"/><circle cy="-70" r="3" fill="${C[2]}"/></g>`
          )
        })
        .join('')
    )
  },
  skillet(C, R, density) {
    const P = { ...palette(C[0], C[1]), g: 'b', h: 'c' }
    return (
      `<defs>${grad('b', P.l, P.d)}${grad('c', mix(C[1], '#ffffff', 0.3), C[1])}${grad('o', C[3], '#1c1b1a', 'cx=".45" cy=".4" r=".6"')}${noiseDef(4)}</defs>` +
      `<rect width="1200" height="630" fill="#2e2b28"/>${noise(1200, 630, 0.25)}` +
      `<rect x="760" y="288" width="430" height="54" rx="27" fill="#161514"/>` +
      `<circle cx="560" cy="315" r="240" fill="#1c1b1a" stroke="#3a3836" stroke-width="16"/><circle cx="560" cy="315" r="205" fill="url(#o)" opacity=".6"/>` +
      layer(
        FORMS.seeds,
        Math.round(45 * density),
        1.3,
        (r) => {
          const t = r() * Math.PI * 2
          const d = Math.sqrt(r()) * 185
          return [560 + d * Math.cos(t), 315 + d * Math.sin(t)]
        },
        R,
        P,
      ) +
      layer(
        FORMS.smallballs,
        Math.round(30 * density),
        1.3,
        (r) => {
          const t = r() * Math.PI * 2
          const d = Math.sqrt(r()) * 185
          return [560 + d * Math.cos(t), 315 + d * Math.sin(t)]
        },
        R,
        { ...P, g: 'c', h: 'c' },
      ) +
      bowlTop(140, 150, 78, C[2], R, Math.round(14 * density)) +
      bowlTop(150, 440, 88, C[3], R, Math.round(14 * density))
    )
  },
  smokehouse(C, R, density) {
    const trees = [
      [120, 300],
      [230, 325],
      [840, 300],
      [960, 330],
      [1090, 305],
      [380, 345],
    ]
    let peppers = ''
    const rows = Math.max(2, Math.round(4 * density))
    for (let row = 0; row < rows; row++) {
      for (let k = 0; k < 12; k++) {
        const x = 40 + k * 100 + row * 30 + R() * 20
        const y = 470 + row * 40 + Math.sin(k) * 6
        peppers += `<ellipse cx="${i(x)}" cy="${i(y)}" rx="${9 + row * 2}" ry="${5 + row}" fill="${R() < 0.8 ? C[0] : '#7d1a12'}"/>`
      }
    }
    return (
      `<defs>${lin('sky', '#dce4e6', '#f4efe4')}${noiseDef(6)}</defs><rect width="1200" height="630" fill="url(#sky)"/>` +
      `<path d="M0 260L160 170L300 230L470 140L640 230L820 160L1000 240L1200 180V630H0z" fill="#aab5bf"/>` +
      `<path d="M0 340Q300 270 600 320T1200 300V630H0z" fill="#7d915a"/>` +
      trees
        .map(
          ([x, y]) =>
            `<rect x="${x - 5}" y="${y}" width="10" height="40" fill="#5a3f2a"/><circle cx="${x}" cy="${y - 10}" r="38" fill="#3f5a2c"/>`,
        )
        .join('') +
      `<path d="M560 250q-30-40 10-80t-10-90M620 245q40-50 0-95t30-80M680 250q-20-30 10-60" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" opacity=".45"/>` +
      `<rect x="500" y="300" width="230" height="150" fill="${C[2]}"/><path d="M484 305L615 235L746 305z" fill="#8a4b36"/>` +
      `<rect x="590" y="370" width="50" height="80" fill="#4a3426"/><rect x="530" y="325" width="36" height="26" fill="#4a3426"/><rect x="664" y="325" width="36" height="26" fill="#4a3426"/>` +
      `<path d="M0 420Q300 380 600 410T1200 400V630H0z" fill="${C[1]}"/>` +
      noise(1200, 630, 0.12) +
      peppers
    )
  },
  table(C, R, density) {
    const spots = [
      [190, 150, 80],
      [200, 470, 92],
      [990, 140, 72],
      [1010, 465, 96],
    ]
    return (
      `<defs><pattern id="t" width="90" height="90" patternUnits="userSpaceOnUse"><rect width="90" height="90" fill="#f1e7d6"/>` +
      `<path d="M45 10l35 35-35 35-35-35z" fill="#2f6d73" opacity=".16"/><path d="M0 0h90v90" fill="none" stroke="#d8c8ae" stroke-width="3"/></pattern>` +
      `${grad('l', mix(C[0], '#ffffff', 0.3), mix(C[0], '#000000', 0.35), 'cx=".4" cy=".35" r=".7"')}${noiseDef(8)}</defs>` +
      `<rect width="1200" height="630" fill="url(#t)"/>${noise(1200, 630, 0.1)}` +
      `<circle cx="608" cy="325" r="200" fill="#3b2a1d" opacity=".18"/><circle cx="600" cy="315" r="200" fill="${mix(C[0], '#000000', 0.2)}"/>` +
      `<circle cx="600" cy="315" r="160" fill="url(#l)"/><circle cx="600" cy="315" r="105" fill="none" stroke="#fff" stroke-width="3" opacity=".3"/>` +
      `<circle cx="600" cy="315" r="55" fill="none" stroke="#fff" stroke-width="3" opacity=".3"/><circle cx="600" cy="315" r="22" fill="${mix(C[0], '#000000', 0.3)}"/>` +
      spots.map(([x, y, r], k) => bowlTop(x, y, r, C[k % C.length], R, Math.round(12 * density))).join('') +
      `<circle cx="360" cy="560" r="44" fill="#f2d04b"/><circle cx="360" cy="560" r="36" fill="#f7e07a"/><path d="M324 560h72M360 524v72M335 535l50 50M385 535l-50 50" stroke="#f2d04b" stroke-width="3"/>` +
      layer(FORMS.leaves, Math.round(14 * density), 2.2, (r) => [800 + r() * 120, 520 + r() * 90], R, {
        ...palette('#5d7a3a', '#5d7a3a'),
      })
    )
  },
  shelf(C, R) {
    let jars = ''
    const shelves = [300, 565]
    shelves.forEach((sy, row) => {
      const widths = [0, 1, 2, 3, 4].map(() => 120 + Math.round(R() * 50))
      const gap = (1200 - 160 - widths.reduce((t, w) => t + w, 0)) / 4
      let x = 80
      for (let k = 0; k < 5; k++) {
        const colour = C[(row * 5 + k) % C.length]
        const w = widths[k]
        const h = 150 + Math.round(R() * 60)
        const y = sy - h
        jars +=
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="#fff" opacity=".5"/>` +
          `<rect x="${x + 6}" y="${y + 30}" width="${w - 12}" height="${h - 36}" rx="12" fill="${colour}"/>` +
          `<rect x="${x + 4}" y="${y - 22}" width="${w - 8}" height="28" rx="6" fill="#8a5a36"/>` +
          `<rect x="${x + 18}" y="${y + h / 2}" width="${w - 36}" height="40" rx="4" fill="#fbf5ea"/><path d="M${x + 30} ${y + h / 2 + 20}h${w - 60}" stroke="${colour}" stroke-width="4"/>`
        x += Math.round(w + gap)
      }
    })
    return (
      `<defs>${noiseDef(10)}</defs><rect width="1200" height="630" fill="#efe6d8"/>${noise(1200, 630, 0.14)}` +
      `<rect y="300" width="1200" height="20" fill="#8a5a36"/><rect y="320" width="1200" height="8" fill="#3b2a1d" opacity=".15"/>` +
      `<rect y="565" width="1200" height="20" fill="#8a5a36"/><rect y="585" width="1200" height="8" fill="#3b2a1d" opacity=".15"/>` +
      jars
    )
  },
  mesob(C, R, density) {
    let holes = ''
    const count = Math.round(70 * density)
    for (let k = 0; k < count; k++) {
      const t = R() * Math.PI * 2
      const d = Math.sqrt(R()) * 225
      holes += `<circle cx="${i(600 + d * Math.cos(t))}" cy="${i(315 + d * Math.sin(t))}" r="${n(2 + R() * 2)}" fill="#bca47a"/>`
    }
    const stews = [
      [600, 200, 0],
      [470, 330, 1],
      [730, 330, 2],
      [600, 440, 3],
      [600, 315, 0],
    ]
    return (
      `<defs>${noiseDef(12)}</defs><rect width="1200" height="630" fill="#e6d5bd"/>${noise(1200, 630, 0.14)}` +
      `<circle cx="606" cy="325" r="292" fill="#3b2a1d" opacity=".18"/><circle cx="600" cy="315" r="290" fill="#c8a06a"/>` +
      [282, 266, 250]
        .map(
          (r) =>
            `<circle cx="600" cy="315" r="${r}" fill="none" stroke="#9c7444" stroke-width="6" stroke-dasharray="14 9"/>`,
        )
        .join('') +
      `<circle cx="600" cy="315" r="240" fill="#d9c6a0"/>${holes}` +
      stews
        .map(
          ([x, y, k], idx) =>
            `<ellipse cx="${x}" cy="${y}" rx="${idx === 4 ? 62 : 72}" ry="${idx === 4 ? 52 : 58}" fill="${C[k]}" stroke="${mix(C[k], '#000000', 0.2)}" stroke-width="4"/>`,
        )
        .join('') +
      `<circle cx="590" cy="305" r="20" fill="#fbf7ee"/><circle cx="593" cy="305" r="9" fill="#f0b429"/>` +
      `<circle cx="1060" cy="120" r="58" fill="#f7f1e7"/><circle cx="1060" cy="120" r="44" fill="#3b2416"/><circle cx="150" cy="520" r="50" fill="#f7f1e7"/><circle cx="150" cy="520" r="40" fill="${C[0]}"/>`
    )
  },
  tasting(C, R, density) {
    const forms = [FORMS.balls, FORMS.catkins, FORMS.husks, FORMS.smallballs, FORMS.balls]
    const xs = [180, 390, 600, 810, 1020]
    let defs = ''
    let bowls = ''
    xs.forEach((x, k) => {
      const P = palette(C[k], mix(C[k], '#000000', 0.5))
      defs += grad(`b${k}`, P.l, P.d)
      bowls += bowlTop(
        x,
        290,
        86,
        mix(C[k], '#f7f1e7', 0.75),
        R,
        Math.round([16, 9, 14, 26, 16][k] * density),
        forms[k],
        { ...P, g: `b${k}`, h: `b${k}` },
        1.5,
      )
    })
    return (
      `<defs>${defs}${noiseDef(14)}</defs><rect width="1200" height="630" fill="#f3ece0"/>${noise(1200, 630, 0.14)}` +
      `<path d="M0 120H1200M0 128H1200M0 500H1200M0 508H1200" stroke="#c9b79c" stroke-width="3" opacity=".6"/>` +
      bowls +
      `<g transform="rotate(-6 600 520)"><rect x="330" y="500" width="540" height="56" rx="28" fill="#4a3426"/><rect x="300" y="510" width="60" height="36" rx="10" fill="#8a8580"/><rect x="360" y="508" width="490" height="8" rx="4" fill="#fff" opacity=".15"/></g>`
    )
  },
}

function blogFile(slug) {
  const [title, scene, colours] = POSTS[slug]
  const file = `images/blog/${slug}.svg`
  return [file, fit((density) => open(1200, 630, title) + SCENES[scene](colours, random(file), density) + '</svg>')]
}

// ---------------------------------------------------------------- main

function referencedImages() {
  const seed = readFileSync(SEED, 'utf8')
  const refs = new Set()
  for (const m of seed.matchAll(/'\/(images\/[a-z0-9/_-]+\.svg)'/g)) refs.add(m[1])
  return refs
}

const files = new Map()
for (const slug of Object.keys(PRODUCTS)) for (const [f, svg] of productFiles(slug)) files.set(f, svg)
for (const slug of Object.keys(POSTS)) {
  const [f, svg] = blogFile(slug)
  files.set(f, svg)
}
const [pf, psvg] = placeholder()
files.set(pf, psvg)

const missing = [...referencedImages()].filter((f) => !files.has(f))
if (missing.length) {
  console.error(
    `supabase/seed.sql references images this script does not draw (add them to PRODUCTS or POSTS):\n  ${missing.join('\n  ')}`,
  )
  process.exit(1)
}

const check = process.argv.includes('--check')
let stale = 0
let total = 0
for (const [file, svg] of files) {
  if (Buffer.byteLength(svg) > MAX_BYTES) throw new Error(`${file} is larger than ${MAX_BYTES} bytes`)
  const path = join(PUBLIC, file)
  total += Buffer.byteLength(svg)
  if (check) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== svg) {
      console.error(`out of date: public/${file}`)
      stale++
    }
  } else {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, svg)
  }
}
if (check && stale) process.exit(1)
console.log(
  `${check ? 'checked' : 'wrote'} ${files.size} illustrations (${Math.round(total / 1024)} KB) in public/images`,
)
