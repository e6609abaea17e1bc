import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// Invariants of the migrated schema, read from the catalog, so a future migration cannot quietly
// open a hole: RLS everywhere, pinned search paths, who may execute what, what realtime
// publishes, and no grant beyond what each table's policies need.

let t: TestStack

beforeAll(async () => {
  t = await startTestStack()
})

afterAll(async () => {
  await t?.stop()
})

const query = async <T>(sql: string, params: unknown[] = []) => (await t.stack.db.query<T>(sql, params)).rows

describe('schema invariants', () => {
  it('has row level security on every table of public, and on storage.objects', async () => {
    const rows = await query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(rows.filter((r) => !r.rls).map((r) => r.name)).toEqual([])
    const [objects] = await query<{ rls: boolean }>(
      `select relrowsecurity as rls from pg_class where oid = 'storage.objects'::regclass`,
    )
    expect(objects!.rls).toBe(true)
  })

  it('pins search_path to empty on every security definer function of the project', async () => {
    const rows = await query<{ name: string; config: string[] | null }>(
      `select n.nspname || '.' || p.proname as name, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname in ('public', 'private')`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(5)
    const unpinned = rows.filter((r) => !(r.config ?? []).some((c) => c === 'search_path=""' || c === 'search_path='))
    expect(unpinned.map((r) => r.name)).toEqual([])
  })

  it('lets anon and authenticated execute only the functions meant for them', async () => {
    const executable = async (role: string) =>
      (
        await query<{ name: string }>(
          `select p.proname as name
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public' and has_function_privilege($1, p.oid, 'execute')
            order by 1`,
          [role],
        )
      ).map((r) => r.name)
    expect(await executable('anon')).toEqual([
      'catalog_facets',
      'catalog_page',
      'get_order',
      'get_product_reviews',
      'quote_order',
      'search_products',
    ])
    expect(await executable('authenticated')).toEqual([
      'admin_adjust_points',
      'admin_cancel_order',
      'admin_customer_detail',
      'admin_dashboard',
      'admin_delete_product',
      'admin_list_customers',
      'admin_reply_to_message',
      'admin_retry_email',
      'admin_retry_refund',
      'admin_set_order_note',
      'admin_set_order_status',
      'admin_ship_order',
      'admin_update_product',
      'catalog_facets',
      'catalog_page',
      'claim_guest_order',
      'get_order',
      'get_product_reviews',
      'get_wishlist',
      'points_balance',
      'points_history',
      'points_summary',
      'quote_order',
      'review_eligibility',
      'search_products',
    ])
  })

  it('keeps helper and trigger functions out of the exposed schema', async () => {
    const triggers = await query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prorettype = 'trigger'::regtype`,
    )
    expect(triggers).toEqual([])
    const privateCallable = await query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private' and has_function_privilege('anon', p.oid, 'execute') order by 1`,
    )
    // Policies call this as the requesting role (anon inserts contact messages); it is not reachable over REST (private is not exposed).
    expect(privateCallable.map((r) => r.name)).toEqual(['is_valid_email'])
  })

  it('publishes exactly products, blog_posts and orders for realtime', async () => {
    const rows = await query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
    )
    expect(rows.map((r) => r.name)).toEqual(['public.blog_posts', 'public.orders', 'public.products'])
  })

  it('grants the API roles exactly what the policies need, per table and column', async () => {
    const tableGrants = await query<{ grantee: string; table_name: string; privilege_type: string }>(
      `select grantee, table_name, privilege_type from information_schema.role_table_grants
        where table_schema = 'public' and grantee in ('anon', 'authenticated')`,
    )
    const columnGrants = await query<{
      grantee: string
      table_name: string
      column_name: string
      privilege_type: string
    }>(
      `select grantee, table_name, column_name, privilege_type from information_schema.column_privileges
        where table_schema = 'public' and grantee in ('anon', 'authenticated')`,
    )
    const actual: Record<string, string[]> = {}
    const add = (key: string, value: string) => (actual[key] = [...(actual[key] ?? []), value].sort())
    for (const g of tableGrants) add(`${g.grantee} ${g.table_name}`, g.privilege_type)
    for (const g of columnGrants) {
      const whole = tableGrants.some(
        (t) => t.grantee === g.grantee && t.table_name === g.table_name && t.privilege_type === g.privilege_type,
      )
      if (!whole) add(`${g.grantee} ${g.table_name}`, `${g.privilege_type}(${g.column_name})`)
    }
    const sorted = (xs: string[]) => [...xs].sort()
    const contactColumns = ['full_name', 'email', 'subject', 'message'].map((c) => `INSERT(${c})`)
    const addressColumns = [
      'label',
      'full_name',
      'street',
      'apartment',
      'city',
      'state',
      'zip',
      'country',
      'phone',
      'is_default',
    ]
    expect(actual).toEqual({
      'anon products': ['SELECT'],
      'anon blog_posts': ['SELECT'],
      'anon contact_messages': sorted(contactColumns),
      'anon newsletter_subscriptions': sorted(['INSERT(email)', 'INSERT(subscribed_at)']),
      'authenticated products': sorted(['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
      'authenticated blog_posts': sorted(['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
      'authenticated contact_messages': sorted(['SELECT', ...contactColumns, 'UPDATE(is_read)', 'UPDATE(is_handled)']),
      'authenticated newsletter_subscriptions': sorted(['SELECT', 'INSERT(email)', 'INSERT(subscribed_at)']),
      'authenticated profiles': sorted(['SELECT', 'UPDATE(first_name)', 'UPDATE(last_name)']),
      'authenticated orders': ['SELECT'],
      'authenticated order_status_history': ['SELECT'],
      'authenticated wishlist_items': sorted(['SELECT', 'DELETE', 'INSERT(product_id)', 'INSERT(size)']),
      'authenticated product_reviews': sorted([
        'SELECT',
        'DELETE',
        ...['product_id', 'rating', 'title', 'body'].map((c) => `INSERT(${c})`),
        ...['rating', 'title', 'body', 'is_visible'].map((c) => `UPDATE(${c})`),
      ]),
      'authenticated addresses': sorted([
        'SELECT',
        'DELETE',
        ...addressColumns.map((c) => `INSERT(${c})`),
        ...addressColumns.map((c) => `UPDATE(${c})`),
      ]),
      'authenticated points_ledger': ['SELECT'],
      'authenticated promo_codes': sorted([
        'SELECT',
        ...[
          'description',
          'discount_type',
          'discount_value',
          'min_subtotal',
          'is_active',
          'starts_at',
          'ends_at',
          'max_uses',
        ].flatMap((c) => [`INSERT(${c})`, `UPDATE(${c})`]),
        'INSERT(code)',
      ]),
      'authenticated email_outbox': ['SELECT'],
      'authenticated payments': ['SELECT'],
      'authenticated contact_message_replies': ['SELECT'],
      'authenticated order_internal_notes': ['SELECT'],
      'authenticated order_refunds': ['SELECT'],
      'authenticated product_categories': sorted(['SELECT', 'DELETE', 'INSERT(name)', 'UPDATE(name)']),
      'authenticated product_cuisines': sorted(['SELECT', 'DELETE', 'INSERT(name)', 'UPDATE(name)']),
      'authenticated shipping_rates': sorted([
        'SELECT',
        'DELETE',
        ...['country', 'flat_rate', 'free_over'].flatMap((c) => [`INSERT(${c})`, `UPDATE(${c})`]),
      ]),
      'authenticated tax_rates': sorted([
        'SELECT',
        'DELETE',
        ...['country', 'region', 'rate_percent'].flatMap((c) => [`INSERT(${c})`, `UPDATE(${c})`]),
      ]),
    })
  })

  it('has a policy for every operation an API role is granted on a table', async () => {
    // A grant without a matching policy is dead (RLS denies it); a policy without a grant is
    // unreachable. Either is a sign the two drifted apart.
    const rows = await query<{ table_name: string; role: string; cmd: string }>(
      `with grants as (
         select table_name, grantee, privilege_type from information_schema.role_table_grants
          where table_schema = 'public'
         union
         select table_name, grantee, privilege_type from information_schema.column_privileges
          where table_schema = 'public'
       )
       select distinct g.table_name, g.grantee as role, g.privilege_type as cmd
         from grants g
        where g.grantee in ('anon', 'authenticated')
          and g.privilege_type in ('SELECT', 'INSERT', 'UPDATE', 'DELETE')
          and not exists (
            select 1 from pg_policies p
             where p.schemaname = 'public' and p.tablename = g.table_name
               and (g.grantee = any(p.roles) or 'public' = any(p.roles))
               and p.cmd = g.privilege_type)`,
    )
    expect(rows).toEqual([])
  })

  it('writes one policy per operation: none is FOR ALL', async () => {
    const rows = await query<{ name: string }>(
      `select tablename || ': ' || policyname as name from pg_policies where schemaname in ('public', 'storage') and cmd = 'ALL'`,
    )
    expect(rows).toEqual([])
  })

  it('records every migration as the Supabase CLI does', async () => {
    const rows = await query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    )
    expect(rows.length).toBe(t.stack.migrations.applied.length)
    expect(rows.length).toBeGreaterThanOrEqual(7)
  })
})
