import type { FunctionRow } from '@/types/supabase'

/** One wished product and size, as `get_wishlist()` returns it. */
export type WishlistItem = FunctionRow<'get_wishlist'>
