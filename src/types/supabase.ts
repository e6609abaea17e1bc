import type { MergeDeep } from 'type-fest'
import type { Database as GeneratedDatabase } from './database'
import type { ProductSortOrder } from './models'

/**
 * The generated `Database` with what introspection cannot tell, the way Supabase's type-generation guide
 * overrides it (type-fest's MergeDeep): a function's result columns all read as non-null and its text as
 * any string. Only the differences are stated; everything else stays generated. The typed clients use this.
 */
export type Database = MergeDeep<
  GeneratedDatabase,
  {
    public: {
      Functions: {
        catalog_page: {
          /** Lists travel in a GET's query as PostgreSQL array literals (products-query.ts quotes them). */
          Args: {
            p_category_types?: string
            p_cuisines?: string
            p_rarities?: string
            p_sort?: ProductSortOrder
          }
          Returns: {
            main_image_url: string | null
            /** Null when the stock is not counted (unlimited). */
            inventory_count: number | null
            default_size: string | null
          }[]
        }
        get_product_reviews: {
          Returns: {
            /** When the author last changed it; null if never. */
            edited_at: string | null
          }[]
        }
        review_eligibility: {
          /** `reviewed` comes with the caller's review; the other two with nulls. */
          Returns: {
            status: 'eligible' | 'not_purchased' | 'reviewed'
            review_id: string | null
            rating: number | null
            title: string | null
            body: string | null
            is_visible: boolean | null
          }[]
        }
        get_wishlist: {
          Returns: {
            main_image_url: string | null
            /** Null for a product that comes in no sizes. */
            size: string | null
            size_label: string | null
            /** Units left of this size; null when the stock is not counted (unlimited). */
            stock: number | null
          }[]
        }
        points_history: {
          Returns: {
            reason:
              | 'signup_bonus'
              | 'order'
              | 'review'
              | 'redemption'
              | 'adjustment'
              | 'order_cancelled'
              | 'redemption_refund'
              | 'review_reversed'
              | 'review_restored'
              | 'referral'
              | 'referral_reversed'
              | 'expiry'
            /** When points earned by this row expire (null for spends and expiries). */
            expires_at: string | null
            order_id: string | null
            order_number: string | null
            product_id: string | null
            product_name: string | null
          }[]
        }
        points_summary: {
          Returns: {
            /** When the next of the balance's points expire; null when the balance is 0. */
            next_expiry_at: string | null
          }[]
        }
      }
    }
  },
  // Merge the overrides into each row of a function's result rather than replace the row type.
  { recurseIntoArrays: true }
>

type Functions = Database['public']['Functions']

/** One row of what a database function returns, e.g. `FunctionRow<'get_product_reviews'>`. */
export type FunctionRow<Name extends keyof Functions> = Functions[Name]['Returns'] extends readonly (infer Row)[]
  ? Row
  : Functions[Name]['Returns']
