import { MAX_BYTES, i, n, pick, tf } from './svg.mjs'

// Spice particles. Each form draws one piece of spice at (x, y), scale s, angle a. `g` wraps a layer of them.

export const STAR = (() => {
  const pts = []
  for (let k = 0; k < 16; k++) {
    const r = k % 2 ? 8 : 25
    const t = (Math.PI / 8) * k - Math.PI / 2
    pts.push(`${i(r * Math.cos(t))} ${i(r * Math.sin(t))}`)
  }
  return `M${pts.join('L')}z`
})()

export const FORMS = {
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
export function layer(form, count, s, place, R, P) {
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
export function fit(build) {
  for (let density = 1; density > 0.05; density *= 0.88) {
    const svg = build(density)
    if (Buffer.byteLength(svg) <= MAX_BYTES) return svg
  }
  throw new Error(
    `illustration does not fit the size budget (${Buffer.byteLength(build(0.05))} bytes at the lowest density)`,
  )
}
