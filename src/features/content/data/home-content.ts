import { paths } from '@/config/paths'

/** A Featured Spices card: static content, priced as a display string (the product page has the live price). */
export interface FeaturedSpice {
  /** The product's slug; the card links to /product/{id}. */
  id: string
  name: string
  image_url: string
  imageDescription: string
  description: string
  price: string
}

export interface CollectionCard {
  name: string
  image_url: string
  imageDescription: string
  description: string
  path: string
}

export interface Testimonial {
  quote: string
  author: string
  location: string
  avatar_url: string
  avatarDescription: string
}

export const featuredSpices: readonly FeaturedSpice[] = [
  {
    id: 'kashmiri-saffron',
    name: 'Kashmiri Saffron',
    image_url: '/images/products/kashmiri-saffron.svg',
    imageDescription: 'A jar of deep red Kashmiri saffron threads',
    description:
      'Hand-picked crimson threads from the Pampore plateau, with a honeyed aroma and a color that turns rice gold.',
    price: '$18.99',
  },
  {
    id: 'smoked-pimenton',
    name: 'Smoked Pimentón de la Vera',
    image_url: '/images/products/smoked-pimenton.svg',
    imageDescription: 'A jar of brick-red smoked pimentón de la Vera',
    description:
      'Sweet peppers slowly smoked over oak in La Vera, Spain. The soul of paella, patatas bravas and chorizo.',
    price: '$9.75',
  },
  {
    id: 'tellicherry-peppercorns',
    name: 'Tellicherry Peppercorns',
    image_url: '/images/products/tellicherry-peppercorns.svg',
    imageDescription: 'A jar of large, glossy black Tellicherry peppercorns',
    description: 'Extra-bold berries from the Malabar Coast, left on the vine longer for a deeper, fruitier bite.',
    price: '$11.50',
  },
]

export const collections: readonly CollectionCard[] = [
  {
    name: 'Peppers',
    image_url: '/images/products/sichuan-peppercorns.svg',
    imageDescription: 'A jar of rosy Sichuan peppercorns',
    description: 'From tingling Sichuan pepper to smoky chiles and bold Tellicherry: heat in all its shades.',
    path: paths.shop.getHref({ category_types: ['Peppers'] }),
  },
  {
    name: 'Seeds',
    image_url: '/images/products/cumin-seeds.svg',
    imageDescription: 'A jar of whole cumin seeds',
    description: 'Cumin, coriander, fennel and nigella: whole seeds that bloom in hot oil and grind fresh at home.',
    path: paths.shop.getHref({ category_types: ['Seeds'] }),
  },
  {
    name: 'Blends',
    image_url: '/images/products/garam-masala.svg',
    imageDescription: 'A jar of warm brown garam masala',
    description: "Garam masala, ras el hanout, za'atar and more, balanced by hand in small batches.",
    path: paths.shop.getHref({ category_types: ['Blends'] }),
  },
]

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "The saffron is on another level. A pinch turned my paella the color of a sunset, and the aroma filled the whole house. I won't buy supermarket saffron again.",
    author: 'Priya Raman',
    location: 'Austin, Texas',
    avatar_url: '/images/people/priya-raman.svg',
    avatarDescription: 'Portrait of Priya Raman',
  },
  {
    quote:
      'I cook for a living, and freshness is everything. CasaBite’s peppercorns arrive glossy and fragrant, and I love knowing exactly which farm they came from.',
    author: 'Marcus Bell',
    location: 'Chicago, Illinois',
    avatar_url: '/images/people/marcus-bell.svg',
    avatarDescription: 'Portrait of Marcus Bell',
  },
  {
    quote:
      'Their ras el hanout has become our Friday-night ritual. Beautiful packaging, fast shipping, and a team that actually answers your questions.',
    author: 'Sofia Lindqvist',
    location: 'Portland, Oregon',
    avatar_url: '/images/people/sofia-lindqvist.svg',
    avatarDescription: 'Portrait of Sofia Lindqvist',
  },
]
