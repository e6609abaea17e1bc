import { POSTS } from './subjects.mjs'
import { grad, i, lin, mix, n, noise, noiseDef, open, palette, random, tf } from './svg.mjs'
import { FORMS, fit, layer } from './forms.mjs'

// The blog posts' scenes, 1200x630.

export function bowlTop(x, y, r, colour, R, pieces, form = FORMS.powder, P = null, scale = 1) {
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

export const SCENES = {
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

export function blogFile(slug) {
  const [title, scene, colours] = POSTS[slug]
  const file = `images/blog/${slug}.svg`
  return [file, fit((density) => open(1200, 630, title) + SCENES[scene](colours, random(file), density) + '</svg>')]
}
