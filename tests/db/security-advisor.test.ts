import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exposedSchemas as configuredSchemas } from '../../supabase/local/project-config.ts'
import type { Queryable } from '../../supabase/local/db/index.ts'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// What Supabase's Security Advisor checks, as invariants of the migrated schema read from the
// catalog: no write policy that lets any row through, no two permissive policies for one table,
// role and action, no policy that lets clients list a public bucket, and security definer
// functions callable over the API only where the migrations say why.
// Each invariant is also shown to catch a violation planted in a transaction that is rolled back.
// Then the rules those findings were about, through the API.

let t: TestStack
let admin: Client
let customer: Client

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
  customer = await t.customer()
})

afterAll(async () => {
  await t?.stop()
})

/**
 * Security definer functions anon or authenticated may call; the reasons are in 20261122000100_tighten_api_rules.sql,
 * 20261125001300_create_product_reviews.sql and, for the admin functions (admin_retry_email: 20261127000700_create_email_outbox.sql), in the migrations that create them
 * (each checks the admin flag first).
 */
const DEFINER_FUNCTIONS = [
  'admin_adjust_points',
  'admin_customer_detail',
  'admin_dashboard',
  'admin_list_customers',
  'admin_reply_to_message',
  'admin_retry_email',
  'admin_set_order_status',
  'claim_guest_order',
  'get_order',
  'get_product_reviews',
  'quote_order',
]

/** Schemas Supabase owns: the Advisor leaves them out even when the API exposes them. */
const SUPABASE_DIR = fileURLToPath(new URL('../../supabase', import.meta.url))

const SUPABASE_SCHEMAS = ['auth', 'storage', 'realtime', 'extensions', 'graphql', 'graphql_public', 'vault']

/** The schemas the API exposes (`[api] schemas` of supabase/config.toml) that are the project's own. */
function exposedSchemas(): string[] {
  return configuredSchemas(SUPABASE_DIR).filter((s) => !SUPABASE_SCHEMAS.includes(s))
}

// A policy applies to an API role when it names the role, a role the API role belongs to, or PUBLIC.
const APPLIES_TO_ROLE = `(0::oid = any(p.polroles)
  or exists (select 1 from unnest(p.polroles) as r(oid) where r.oid <> 0 and pg_has_role(api.role, r.oid, 'member')))`

/** A clause as text without case, spaces, parentheses or casts, so `((1 = 1))` reads `1=1`. */
const normalized = (expr: string) =>
  `regexp_replace(regexp_replace(lower(coalesce(pg_get_expr(${expr}, p.polrelid), '')), '::[a-z_.]+', '', 'g'), '[[:space:]()]', '', 'g')`

/** Permissive write policies whose USING or WITH CHECK lets any row through, on tables anon or authenticated may write. */
async function alwaysTrueWritePolicies(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `with api(role) as (values ('anon'), ('authenticated')),
     policies as (
       select p.*, c.oid as table_oid, n.nspname || '.' || c.relname || ': ' || p.polname as name,
              ${normalized('p.polqual')} as using_clause, ${normalized('p.polwithcheck')} as check_clause
         from pg_policy p
         join pg_class c on c.oid = p.polrelid
         join pg_namespace n on n.oid = c.relnamespace
        where p.polpermissive and p.polcmd in ('a', 'w', 'd', '*')
     )
     select distinct p.name
       from policies p cross join api
      where ${APPLIES_TO_ROLE}
        and (has_table_privilege(api.role, p.table_oid, 'INSERT,UPDATE,DELETE')
             or has_any_column_privilege(api.role, p.table_oid, 'INSERT,UPDATE'))
        and (
          -- rows a writer may change or delete: a missing USING lets every row through
          (p.polcmd in ('w', 'd', '*') and p.using_clause in ('', 'true', '1=1'))
          -- rows a writer may leave behind: without WITH CHECK, INSERT takes anything and UPDATE what USING takes
          or (p.polcmd in ('a', 'w', '*') and (p.check_clause in ('true', '1=1')
              or (p.check_clause = '' and (p.polcmd = 'a' or p.using_clause in ('', 'true', '1=1')))))
        )
      order by 1`,
  )
  return rows.map((r) => r.name)
}

/**
 * Tables of the exposed schemas where more than one permissive policy applies to the same API role
 * and action (the Advisor's "multiple permissive policies": each is evaluated for every row, and
 * any one of them lets the row through, so two read as one rule written twice). A `for all` policy
 * counts for every action.
 */
async function multiplePermissivePolicies(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `with api(role) as (values ('anon'), ('authenticated')),
     actions(cmd, action) as (values ('r', 'select'), ('a', 'insert'), ('w', 'update'), ('d', 'delete'))
     select n.nspname || '.' || c.relname || ' ' || a.action || ' for ' || api.role || ': '
              || string_agg(p.polname, ', ' order by p.polname) as name
       from pg_policy p
       join pg_class c on c.oid = p.polrelid
       join pg_namespace n on n.oid = c.relnamespace
       join actions a on p.polcmd in (a.cmd, '*')
       cross join api
      where p.polpermissive and n.nspname = any($1::text[]) and ${APPLIES_TO_ROLE}
      group by n.nspname, c.relname, a.action, api.role
     having count(*) > 1
      order by 1`,
    [exposedSchemas()],
  )
  return rows.map((r) => r.name)
}

/** SELECT policies on storage.objects that let anon or authenticated read every object of a public bucket. */
async function listingPoliciesOfPublicBuckets(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `with api(role) as (values ('anon'), ('authenticated')),
     policies as (
       select p.*, ${normalized('p.polqual')} as using_clause
         from pg_policy p
        where p.polrelid = 'storage.objects'::regclass and p.polpermissive and p.polcmd in ('r', '*')
     )
     select distinct b.id || ': ' || p.polname as name
       from policies p cross join api cross join storage.buckets b
      where b.public
        and ${APPLIES_TO_ROLE}
        and (p.using_clause in ('', 'true', '1=1')
             -- nothing but the bucket: bucket_id = 'x', 'x' = bucket_id or bucket_id in ('x', ...)
             or (p.using_clause ~ $re$^(bucket_id=('[^']*'|anyarray\\['[^']*'(,'[^']*')*\\])|'[^']*'=bucket_id)$$re$
                 and strpos(p.using_clause, '''' || lower(b.id) || '''') > 0))
      order by 1`,
  )
  return rows.map((r) => r.name)
}

/** Security definer functions of the exposed schemas that anon or authenticated may execute. */
async function definerFunctionsOfTheApi(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select distinct p.proname as name
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       cross join (values ('anon'), ('authenticated')) as api(role)
      where p.prosecdef and n.nspname = any($1::text[]) and has_function_privilege(api.role, p.oid, 'EXECUTE')
      order by 1`,
    [exposedSchemas()],
  )
  return rows.map((r) => r.name)
}

const ROLLBACK = new Error('rolled back on purpose')

/** What `check` finds after `plant` runs, in a transaction that is then rolled back. */
async function withPlanted<T>(plant: string, check: (db: Queryable) => Promise<T>): Promise<T> {
  let found: T | undefined
  await t.stack.db
    .transaction(async (tx) => {
      await tx.exec(plant)
      found = await check(tx)
      throw ROLLBACK
    })
    .catch((e: unknown) => {
      if (e !== ROLLBACK) throw e
    })
  return found as T
}

describe('Security Advisor invariants', () => {
  it('has no write policy for the API roles that lets any row through', async () => {
    expect(await alwaysTrueWritePolicies(t.stack.db)).toEqual([])
    const planted = await withPlanted(
      `create policy "planted insert" on public.newsletter_subscriptions for insert to anon with check (true);
       create policy "planted update" on public.addresses for update to authenticated using (1 = 1);
       create policy "planted delete" on public.wishlist_items for delete to public using ((true));`,
      alwaysTrueWritePolicies,
    )
    expect(planted).toEqual([
      'public.addresses: planted update',
      'public.newsletter_subscriptions: planted insert',
      'public.wishlist_items: planted delete',
    ])
  })

  it('has at most one permissive policy per table, API role and action', async () => {
    expect(await multiplePermissivePolicies(t.stack.db)).toEqual([])
    const planted = await withPlanted(
      `create policy "planted read" on public.addresses for select to authenticated using (false);
       create policy "planted all" on public.newsletter_subscriptions for all to public using (false);`,
      multiplePermissivePolicies,
    )
    expect(planted).toEqual([
      expect.stringMatching(/^public\.addresses select for authenticated: .*planted read/),
      expect.stringMatching(/^public\.newsletter_subscriptions insert for anon: .*planted all/),
      expect.stringMatching(/^public\.newsletter_subscriptions insert for authenticated: .*planted all/),
      expect.stringMatching(/^public\.newsletter_subscriptions select for authenticated: .*planted all/),
    ])
  })

  it('lets no API role list a public bucket', async () => {
    expect(await listingPoliciesOfPublicBuckets(t.stack.db)).toEqual([])
    const planted = await withPlanted(
      `create policy "planted bucket" on storage.objects for select to anon using (bucket_id = 'product-images');
       create policy "planted all" on storage.objects for select to authenticated using (true);
       create policy "planted own" on storage.objects for select to authenticated
         using (bucket_id = 'product-images' and owner_id = (select auth.uid())::text);`,
      listingPoliciesOfPublicBuckets,
    )
    expect(planted).toEqual([
      'blog-images: planted all',
      'product-images: planted all',
      'product-images: planted bucket',
    ])
  })

  it('lets the API roles execute security definer functions only from the documented list', async () => {
    expect(exposedSchemas()).toEqual(['public'])
    const definers = await definerFunctionsOfTheApi(t.stack.db)
    expect(definers).toEqual(expect.arrayContaining(['get_order', 'quote_order']))
    expect(definers.filter((name) => !DEFINER_FUNCTIONS.includes(name))).toEqual([])
    const planted = await withPlanted(
      'alter function public.points_balance() security definer',
      definerFunctionsOfTheApi,
    )
    expect(planted.filter((name) => !DEFINER_FUNCTIONS.includes(name))).toEqual(['points_balance'])
  })
})

// ------------------------------------------------------------------ the rules, through the API

const message = { full_name: 'Vi Visitor', email: 'vi@example.com', subject: 'Feedback', message: 'Lovely saffron.' }

describe('what a visitor may send', () => {
  it('a well-formed contact message is stored, from anon and from a customer', async () => {
    expect((await t.anon.from('contact_messages').insert({ ...message, email: 'ok-anon@example.com' })).status).toBe(
      201,
    )
    expect(
      (await customer.from('contact_messages').insert({ ...message, email: 'ok-customer@example.com' })).status,
    ).toBe(201)
    const stored = await admin.from('contact_messages').select('email').like('email', 'ok-%')
    expect(stored.data!.map((r) => r.email).sort()).toEqual(['ok-anon@example.com', 'ok-customer@example.com'])
  })

  it.each([
    ['a name over 120 characters', { full_name: 'N'.repeat(121) }],
    ['a blank name', { full_name: '   ' }],
    ['a message over 5000 characters', { message: 'm'.repeat(5001) }],
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['an e-mail over 254 characters', { email: `${'e'.repeat(250)}@example.com` }],
    ['a subject outside the list', { subject: 'Spam' }],
    ['a chosen id', { id: randomUUID() }],
    ['a chosen created_at', { created_at: '2001-01-01T00:00:00Z' }],
  ])('a contact message with %s is refused (42501) and not stored', async (_what, change) => {
    const email = `refused-${randomUUID().slice(0, 8)}@example.com`
    const res = await t.anon.from('contact_messages').insert({ ...message, email, ...change })
    expect(res.status).toBe(401)
    expect(res.error?.code).toBe('42501')
    const signedIn = await customer.from('contact_messages').insert({ ...message, email, ...change })
    expect(signedIn.status).toBe(403)
    expect(signedIn.error?.code).toBe('42501')
    const stored = await t.stack.db.query('select 1 from public.contact_messages where email = $1', [
      'email' in change ? change.email : email,
    ])
    expect(stored.rows).toEqual([])
  })

  it('a newsletter address must be valid; id is the database’s (42501)', async () => {
    const refused: { email: string; id?: string }[] = [
      { email: 'not-an-email' },
      { email: `${'e'.repeat(250)}@example.com` },
      { email: 'chosen-id@example.com', id: randomUUID() },
    ]
    for (const row of refused) {
      const res = await t.anon.from('newsletter_subscriptions').insert(row)
      expect(res.status, JSON.stringify(row)).toBe(401)
      expect(res.error?.code).toBe('42501')
    }
    const stored = await t.stack.db.query('select email from public.newsletter_subscriptions')
    expect(stored.rows).toEqual([])
  })

  it('a subscription is dated by the database, whatever time the visitor sends', async () => {
    const now = async () => (await t.stack.db.query<{ now: Date }>('select now() as now')).rows[0]!.now.getTime()
    const before = await now()
    const res = await t.anon
      .from('newsletter_subscriptions')
      .insert({ email: 'dated@example.com', subscribed_at: '2001-01-01T00:00:00Z' })
    expect(res.status).toBe(201)
    const after = await now()
    const { rows } = await t.stack.db.query<{ subscribed_at: Date }>(
      `select subscribed_at from public.newsletter_subscriptions where email = 'dated@example.com'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.subscribed_at.getTime()).toBeGreaterThanOrEqual(before)
    expect(rows[0]!.subscribed_at.getTime()).toBeLessThanOrEqual(after)
  })
})

describe('points_balance as the caller', () => {
  it('returns the caller’s own balance, never another customer’s or the whole ledger’s', async () => {
    const a = await t.newCustomer('Ana Alpha')
    const b = await t.newCustomer('Ben Beta')
    await t.stack.db.query(
      `insert into public.points_ledger (user_id, points, reason) values ($1, 250, 'adjustment'), ($2, -40, 'adjustment')`,
      [a.id, b.id],
    )
    expect((await a.client.rpc('points_balance')).data).toBe(350)
    expect((await b.client.rpc('points_balance')).data).toBe(60)
    // An admin reads every ledger row, yet the balance is the admin's own.
    const adminId = (await admin.auth.getUser()).data.user!.id
    const { rows } = await t.stack.db.query<{ own: number; all: number }>(
      `select coalesce(sum(points) filter (where user_id = $1), 0)::int as own, sum(points)::int as "all"
         from public.points_ledger`,
      [adminId],
    )
    expect(rows[0]!.all).toBeGreaterThan(rows[0]!.own)
    expect((await admin.rpc('points_balance')).data).toBe(rows[0]!.own)
    expect((await t.anon.rpc('points_balance')).status).toBe(401)
  })
})
