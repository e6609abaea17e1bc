/** The home page's largest picture; index.html preloads it on `/` (scripts/vite/early-read.ts). */
export const HOME_HERO_IMAGE = '/images/blog/kashmiri-saffron-harvest.svg'
