export interface Founder {
  name: string
  title: string
  bio: string
  /** Alt text of the portrait. */
  imageText: string
  image_url: string
}

export interface CoreValue {
  name: string
  description: string
}

export const founders: readonly Founder[] = [
  {
    name: 'Elena Marquez',
    title: 'Co-Founder & Head of Sourcing',
    bio: 'Elena grew up between her grandmother’s kitchen in Extremadura and the spice stalls of Oaxaca. After a decade buying coffee directly from farmers, she turned the same approach to spices: visit every farm, know every harvest, and pay a price that lets growers plan for the next one.',
    imageText: 'Portrait of Elena Marquez, co-founder of CasaBite',
    image_url: '/images/people/elena-marquez.svg',
  },
  {
    name: 'Arjun Mehta',
    title: 'Co-Founder & Chief Flavor Officer',
    bio: 'Arjun trained as a chef in Mumbai and San Francisco and spent years frustrated by dusty, nameless jars. He tastes every lot before it reaches our shelves, writes our blends, and is still a little too excited about the difference freshly cracked pepper makes.',
    imageText: 'Portrait of Arjun Mehta, co-founder of CasaBite',
    image_url: '/images/people/arjun-mehta.svg',
  },
]

export const coreValues: readonly CoreValue[] = [
  {
    name: 'Ethically Sourced',
    description:
      'We buy directly from farms and cooperatives we have visited, pay above market prices, and publish where every spice comes from.',
  },
  {
    name: 'Organic Options',
    description:
      'Many of our spices are certified organic, and every one is grown and processed without irradiation or artificial additives.',
  },
  {
    name: 'Peak Freshness',
    description:
      'We import in small lots and pack in small batches, so the jar you open was harvested recently and tastes like it.',
  },
  {
    name: 'Passion for Quality',
    description:
      'Every lot is tasted, smelled and checked before it earns our label. If it would not go in our own pans, it does not go in yours.',
  },
]
