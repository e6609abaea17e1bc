// Seeded randomness, colour arithmetic and SVG snippets shared by every drawing.

export const MAX_BYTES = 5900

export function random(seedText) {
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
export const n = (v) => String(Math.round(v * 10) / 10)
export const i = (v) => String(Math.round(v))
export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
export const rgb = (h) => [1, 3, 5].map((k) => parseInt(h.slice(k, k + 2), 16))
export const hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
export const mix = (a, b, t) => hex(rgb(a).map((v, k) => v + (rgb(b)[k] - v) * t))
export const lum = (h) => rgb(h).reduce((s, v, k) => s + v * [0.299, 0.587, 0.114][k], 0) / 255
export const pick = (R, list) => list[Math.floor(R() * list.length)]
export const tf = (x, y, a, s) =>
  `transform="translate(${i(x)} ${i(y)})rotate(${i(a)})${s === 1 ? '' : `scale(${n(s)})`}"`

export function palette(base, accent) {
  return { b: base, d: mix(base, '#000000', 0.45), l: mix(base, '#ffffff', 0.38), a: accent, g: 'b', h: 'c' }
}

export const open = (w, h, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>`
export const grad = (id, c0, c1, attrs = 'cx=".35" cy=".3" r=".9"') =>
  `<radialGradient id="${id}" ${attrs}><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></radialGradient>`
export const lin = (id, c0, c1) =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>`
export const noiseDef = (seed) =>
  `<filter id="n"><feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" seed="${seed}"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .7 0"/></filter>`
export const noise = (w, h, o = 0.1) => `<rect width="${w}" height="${h}" filter="url(#n)" opacity="${o}"/>`
