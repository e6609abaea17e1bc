#!/usr/bin/env node
// Draws the CasaBite product and blog illustrations as small SVG files in public/images/.
//
//   node scripts/generate-illustrations.mjs           write every file
//   node scripts/generate-illustrations.mjs --check   exit 1 if a file is missing or out of date
//
// The output is deterministic: every random choice comes from a generator seeded by the file
// name, so running the script twice gives identical bytes. The image paths that
// supabase/seed.sql references are read from the seed file, and each must have an entry in
// the tables of scripts/illustrations/subjects.mjs; the script stops with an error otherwise, so the two cannot drift apart.
// Each product gets four views (jar, bowl, spoon, close-up), listed in that order in its
// gallery_image_urls; each blog post gets one 1200x630 scene.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { POSTS, PRODUCTS } from './illustrations/subjects.mjs'
import { MAX_BYTES } from './illustrations/svg.mjs'
import { placeholder, productFiles } from './illustrations/product-views.mjs'
import { blogFile } from './illustrations/scenes.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = join(ROOT, 'public')
const SEED = join(ROOT, 'supabase', 'seed.sql')

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
