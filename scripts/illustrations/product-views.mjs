import { PRODUCTS } from './subjects.mjs'
import { esc, grad, i, lin, lum, mix, noise, noiseDef, open, palette, random } from './svg.mjs'
import { FORMS, fit, layer } from './forms.mjs'

// The four views of a product (jar, bowl, spoon, close-up) and the placeholder jar.

export function productDefs(P, seed, bgTint) {
  return (
    `<defs>${grad('g', mix(P.b, '#fffaf2', 0.9), mix(P.b, bgTint, 0.76), 'cx=".5" cy=".38" r=".8"')}` +
    grad('b', P.l, P.d) +
    grad('c', P.b, mix(P.d, '#000000', 0.3)) +
    lin('s', mix(P.b, '#ffffff', 0.12), P.d) +
    noiseDef(seed)
  )
}

export const count = (form, area, density, cap = 70) =>
  Math.max(3, Math.round(Math.min(cap, area / (form.size * form.size * 9)) * density))

export function jarView(slug, name, label, form, P, density, R) {
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

export function bowlView(slug, name, label, form, P, density, R) {
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

export function spoonView(slug, name, label, form, P, density, R) {
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

export function closeView(slug, name, label, form, P, density, R) {
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

export const VIEWS = [jarView, bowlView, spoonView, closeView]

export function productFiles(slug) {
  const [name, label, formName, base, accent] = PRODUCTS[slug]
  const form = FORMS[formName]
  if (!form) throw new Error(`unknown form ${formName} for ${slug}`)
  const P = palette(base, accent)
  return VIEWS.map((view, k) => {
    const file = `images/products/${slug}${k === 0 ? '' : `-${k + 1}`}.svg`
    return [file, fit((density) => view(slug, name, label, form, P, density, random(file)))]
  })
}

export function placeholder() {
  const P = palette('#b08d6a', '#7a5a3e')
  const file = 'images/placeholder-spice.svg'
  const svg = fit((density) => jarView('placeholder', 'Spices', 'Fine|Spices', FORMS.seeds, P, density, random(file)))
  return [file, svg.replace('<title>Spices in a CasaBite jar</title>', '<title>CasaBite spice jar</title>')]
}
