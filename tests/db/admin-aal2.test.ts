import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED, startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// Admins act only at aal2 (issue 20): the database refuses the seeded admin's password-only session
// (aal1) everything admin, through the real API, and answers the same admin once a code raised it.

let t: TestStack
let aal1: Client
let aal2: Client

beforeAll(async () => {
  t = await startTestStack()
  // aal2 first: verifying a code deletes the user's other aal1 sessions, as Supabase Auth does.
  aal2 = await t.admin()
  aal1 = t.client()
  const { error } = await aal1.auth.signInWithPassword({ email: SEEDED.admin.email, password: SEEDED.admin.password })
  if (error) throw error
})

afterAll(async () => {
  await t?.stop()
})

const levelOf = async (c: Client) => (await c.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel

const newPost = () => {
  const slug = `aal-${randomUUID().slice(0, 8)}`
  return { blog_slug: slug, blog_title: `Aal ${slug}`, author_name: 'Aal', category: 'Tips' }
}

describe('an admin at aal1', () => {
  it('is at aal1 with a verified factor due', async () => {
    expect(await levelOf(aal1)).toBe('aal1')
    expect(await levelOf(aal2)).toBe('aal2')
  })

  it('is refused an admin function (403, 42501)', async () => {
    const res = await aal1.rpc('admin_dashboard', { p_days: 30 })
    expect(res.status).toBe(403)
    expect(res.error?.code).toBe('42501')
    expect(res.data).toBeNull()
  })

  it('is refused every admin_* function, those added since included (each asks private.is_admin())', async () => {
    const functions = (
      await t.stack.db.query<{ name: string; args: string[] | null }>(
        // The input arguments' names (a function returning a table lists its columns there too).
        `select p.proname as name,
                array(select a.name from unnest(p.proargnames, p.proargmodes) as a(name, mode)
                       where a.mode is null or a.mode in ('i', 'b')) as args
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname like 'admin\\_%'
          order by 1`,
      )
    ).rows
    expect(functions.length).toBeGreaterThanOrEqual(13)
    const answered: string[] = []
    for (const f of functions) {
      // Nulls for every argument: the admin check comes first, so the refusal is all an aal1 admin sees.
      const args = Object.fromEntries((f.args ?? []).map((name) => [name, null]))
      const res = await aal1.rpc(f.name as 'admin_dashboard', args as never)
      if (res.error?.code !== '42501') answered.push(`${f.name}: ${res.status} ${res.error?.code ?? 'ok'}`)
    }
    expect(answered).toEqual([])
  })

  it('reads no admin-only rows: contact messages, inactive products', async () => {
    const sent = await t.anon.from('contact_messages').insert({
      full_name: 'Aal Tester',
      email: 'aal@example.com',
      subject: 'Other',
      message: 'A message only admins read.',
    })
    expect(sent.error).toBeNull()
    const messages = await aal1.from('contact_messages').select('id')
    expect(messages.error).toBeNull()
    expect(messages.data).toEqual([])
    const inactive = await aal1.from('products').select('id').eq('is_active', false)
    expect(inactive.data).toEqual([])
  })

  it('writes no admin-only rows: a blog post insert is refused (403)', async () => {
    const res = await aal1.from('blog_posts').insert(newPost())
    expect(res.status).toBe(403)
    expect(res.error?.code).toBe('42501')
  })

  it('still reads its own profile, which says admin (the app offers the code step from it)', async () => {
    const { data } = await aal1
      .from('profiles')
      .select('is_admin')
      .eq('id', (await aal1.auth.getUser()).data.user!.id)
    expect(data).toEqual([{ is_admin: true }])
  })
})

describe('the same admin at aal2', () => {
  it('gets the admin function', async () => {
    const res = await aal2.rpc('admin_dashboard', { p_days: 30 })
    expect(res.error).toBeNull()
    expect(res.data).not.toBeNull()
  })

  it('reads the admin-only rows and writes a blog post', async () => {
    const messages = await aal2.from('contact_messages').select('id')
    expect(messages.data!.length).toBeGreaterThan(0)
    const inactive = await aal2.from('products').select('id').eq('is_active', false)
    expect(inactive.data!.length).toBeGreaterThan(0)
    const inserted = await aal2.from('blog_posts').insert(newPost()).select('id').single()
    expect(inserted.error).toBeNull()
  })
})
