import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClientOptions,
} from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { ANON_KEY, SERVICE_ROLE_KEY, signJwt, createNodeClient, startStack } from '../../supabase/local/index.ts'
import { createRealtime } from '../../supabase/local/realtime/index.ts'
import type { Database } from '../../src/types/supabase.ts'
import { backend, SEEDED, startTestStack, type Client, type TestStack } from '../helpers/stack.ts'
import { signInWithSecondFactor } from '../helpers/totp.ts'
import { until } from '../helpers/until.ts'

// Realtime postgres_changes through real supabase-js clients (and a raw websocket where the test
// needs exact frames): what each subscriber may see under RLS, filters, token changes, large and
// rolled-back changes, protocol versions, the upgrade's key check, leaks, and a stack restart.

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>
type Table = 'products' | 'blog_posts'
type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>

let t: TestStack

beforeAll(async () => {
  t = await startTestStack()
})

afterAll(async () => {
  await t?.stop()
})

// ---------------------------------------------------------------- helpers

interface Feed {
  channel: RealtimeChannel
  events: Change[]
  statuses: string[]
  /** The first event (already received or arriving within `ms`) that `match` accepts. */
  next(match: (e: Change) => boolean, ms?: number): Promise<Change>
}

function subscribe(client: Client, table: Table, filter?: string): Promise<Feed> {
  const events: Change[] = []
  const statuses: string[] = []
  const channel = client
    .channel(`test-${randomUUID().slice(0, 8)}`)
    .on('postgres_changes', { event: '*', schema: 'public', table, filter }, (e: Change) => events.push(e))
  const feed: Feed = {
    channel,
    events,
    statuses,
    next: (match, ms = 5000) => until(() => events.find(match), ms, 'a change event'),
  }
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      statuses.push(status)
      if (status === 'SUBSCRIBED') resolve(feed)
      else if (status !== 'CLOSED') reject(err ?? new Error(status))
    })
  })
}

function joinError(client: Client, table: string): Promise<string> {
  return new Promise((resolve) => {
    const channel = client
      .channel(`bad-${randomUUID().slice(0, 8)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table }, () => {})
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve('SUBSCRIBED')
      else if (status === 'CHANNEL_ERROR') {
        void client.removeChannel(channel)
        resolve(`${status}: ${err?.message}`)
      }
    })
  })
}

const slug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

function product(overrides: Record<string, unknown> = {}) {
  return {
    product_name: 'Realtime Pepper',
    product_slug: slug('rt'),
    price: 12.5,
    category_type: 'Peppers',
    cuisine: 'Mexican',
    ...overrides,
  }
}

async function insertProduct(overrides: Record<string, unknown> = {}) {
  const { data, error } = await t.service.from('products').insert(product(overrides)).select().single()
  if (error) throw new Error(error.message)
  return data
}

async function insertPost(overrides: Record<string, unknown> = {}) {
  const { data, error } = await t.service
    .from('blog_posts')
    .insert({
      blog_slug: slug('post'),
      blog_title: 'Realtime Post',
      author_name: 'Tester',
      category: 'News',
      publish_status: 'published',
      published_at: new Date().toISOString(),
      ...overrides,
    })
    .select()
    .single()
  if (error) throw new Error(error.message)
  return data
}

const slugOf = (e: Change) => (e.new as { product_slug?: string }).product_slug
const idOf = (e: Change) => ((e.eventType === 'DELETE' ? e.old : e.new) as { id?: string }).id

/** A websocket speaking raw Phoenix frames. */
class RawSocket {
  readonly frames: unknown[] = []
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => this.frames.push(JSON.parse(data.toString('utf8'))))
  }

  static open(query: string): Promise<RawSocket> {
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`)
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)))
      ws.once('error', reject)
    })
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  }

  next(match: (frame: unknown) => boolean, ms = 5000) {
    return until(() => this.frames.find(match), ms, 'a frame')
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve()
    const closed = new Promise<void>((resolve) => this.ws.once('close', () => resolve()))
    this.ws.close()
    return closed
  }
}

/** vsn 2.0.0 frames: [join_ref, ref, topic, event, payload]. */
const isFrame = (ref: string | null, event: string) => (f: unknown) =>
  Array.isArray(f) && f[1] === ref && f[3] === event

function joinFrame(ref: string, topic: string, changes: Record<string, unknown>[], token = ANON_KEY) {
  return [ref, ref, topic, 'phx_join', { config: { postgres_changes: changes }, access_token: token }]
}

// ---------------------------------------------------------------- what subscribers see

describe('postgres_changes through supabase-js', () => {
  it('an anon subscriber sees INSERT, UPDATE and DELETE of an active product, typed', async () => {
    const feed = await subscribe(t.anon, 'products')
    const row = await insertProduct({ available_sizes: [{ value: '50g', label: '50 g', price_modifier: 0 }] })
    const inserted = await feed.next((e) => e.eventType === 'INSERT' && idOf(e) === row.id)
    expect(inserted).toMatchObject({ schema: 'public', table: 'products', errors: null, old: {} })
    expect(inserted.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(inserted.new).toMatchObject({
      product_slug: row.product_slug,
      price: 12.5,
      is_active: true,
      reviews_count: 0,
      gallery_image_urls: [],
      available_sizes: [{ value: '50g', label: '50 g', price_modifier: 0 }],
    })

    await t.service.from('products').update({ price: 13.25 }).eq('id', row.id)
    const updated = await feed.next((e) => e.eventType === 'UPDATE' && idOf(e) === row.id)
    expect(updated.new).toMatchObject({ id: row.id, price: 13.25 })
    // Default replica identity: the old record holds the primary key only.
    expect(updated.old).toEqual({ id: row.id })

    await t.service.from('products').delete().eq('id', row.id)
    const deleted = await feed.next((e) => e.eventType === 'DELETE' && idOf(e) === row.id)
    expect(deleted.old).toEqual({ id: row.id })
    expect(deleted.new).toEqual({})
    await t.anon.removeChannel(feed.channel)
  })

  it('anon sees neither an inactive insert nor anything of an update that deactivates a product', async () => {
    const feed = await subscribe(t.anon, 'products')
    const watched = await insertProduct()
    await feed.next((e) => idOf(e) === watched.id)
    const hidden = await insertProduct({ is_active: false })
    await t.service.from('products').update({ is_active: false, price: 99 }).eq('id', watched.id)
    // Changes arrive in commit order: once the sentinel is in, the earlier ones would have been too.
    const sentinel = await insertProduct()
    await feed.next((e) => idOf(e) === sentinel.id)
    expect(feed.events.some((e) => idOf(e) === hidden.id)).toBe(false)
    expect(feed.events.filter((e) => idOf(e) === watched.id).map((e) => e.eventType)).toEqual(['INSERT'])
    await t.anon.removeChannel(feed.channel)
  })

  it('an admin subscriber sees everything, inactive products included', async () => {
    const admin = await t.admin()
    const feed = await subscribe(admin, 'products')
    const hidden = await insertProduct({ is_active: false })
    const e = await feed.next((x) => idOf(x) === hidden.id)
    expect(e.new).toMatchObject({ is_active: false })
    await admin.removeChannel(feed.channel)
  })

  it('a filter (blog_slug=eq.x) delivers only the matching post', async () => {
    const wanted = slug('wanted')
    const feed = await subscribe(t.anon, 'blog_posts', `blog_slug=eq.${wanted}`)
    const other = await insertPost()
    const post = await insertPost({ blog_slug: wanted })
    await feed.next((e) => idOf(e) === post.id)
    await t.service.from('blog_posts').update({ blog_title: 'Renamed Post' }).eq('id', other.id)
    await t.service.from('blog_posts').update({ blog_title: 'Renamed Wanted' }).eq('id', post.id)
    await feed.next((e) => e.eventType === 'UPDATE' && idOf(e) === post.id)
    expect(feed.events.every((e) => idOf(e) === post.id)).toBe(true)
    await t.anon.removeChannel(feed.channel)
  })

  it('a draft post stays hidden from anon (RLS on blog_posts too)', async () => {
    const feed = await subscribe(t.anon, 'blog_posts')
    const draft = await insertPost({ publish_status: 'draft', published_at: null })
    const sentinel = await insertPost()
    await feed.next((e) => idOf(e) === sentinel.id)
    expect(feed.events.some((e) => idOf(e) === draft.id)).toBe(false)
    await t.anon.removeChannel(feed.channel)
  })

  it('a new access token takes effect: after signing in as admin, inactive inserts arrive', async () => {
    const client = t.client()
    const feed = await subscribe(client, 'products')
    const before = await insertProduct({ is_active: false })
    const sentinel = await insertProduct()
    await feed.next((e) => idOf(e) === sentinel.id)
    expect(feed.events.some((e) => idOf(e) === before.id)).toBe(false)

    // SIGNED_IN makes supabase-js push the new token (access_token) to every joined channel.
    // At aal2: admins see inactive products only with a second factor.
    const session = await signInWithSecondFactor(client, SEEDED.admin, SEEDED.admin.totpSecret)
    await until(() => (client.realtime.accessTokenValue === session.access_token ? true : undefined))
    // A socket's frames are handled in order: once a later join is answered, the token push was handled.
    const probe = await subscribe(client, 'blog_posts')
    const after = await insertProduct({ is_active: false })
    const e = await feed.next((x) => idOf(x) === after.id)
    expect(e.new).toMatchObject({ is_active: false })
    await client.removeChannel(probe.channel)
    await client.removeChannel(feed.channel)
  })

  it('a row far larger than NOTIFY allows (8000 bytes) arrives whole', async () => {
    const feed = await subscribe(t.anon, 'blog_posts')
    const content = 'Saffron threads, hand-picked. '.repeat(700).slice(0, 20_000)
    const post = await insertPost({ blog_content: content })
    const e = await feed.next((x) => idOf(x) === post.id)
    expect((e.new as { blog_content: string }).blog_content).toBe(content)
    await t.anon.removeChannel(feed.channel)
  })

  it('under replica identity full, UPDATE and DELETE carry the whole old row', async () => {
    await t.stack.db.exec('alter table public.blog_posts replica identity full')
    await t.stack.realtime.refresh()
    try {
      const feed = await subscribe(t.anon, 'blog_posts')
      const post = await insertPost({ blog_title: 'Before Title' })
      await t.service.from('blog_posts').update({ blog_title: 'After Title' }).eq('id', post.id)
      const updated = await feed.next((e) => e.eventType === 'UPDATE' && idOf(e) === post.id)
      expect(updated.old).toMatchObject({ id: post.id, blog_title: 'Before Title', blog_slug: post.blog_slug })
      expect(updated.new).toMatchObject({ blog_title: 'After Title' })
      await t.service.from('blog_posts').delete().eq('id', post.id)
      const deleted = await feed.next((e) => e.eventType === 'DELETE' && idOf(e) === post.id)
      expect(deleted.old).toMatchObject({ id: post.id, blog_title: 'After Title' })
      await t.anon.removeChannel(feed.channel)
    } finally {
      await t.stack.db.exec('alter table public.blog_posts replica identity default')
      await t.stack.realtime.refresh()
    }
  })

  it('a rolled-back change is never delivered', async () => {
    const feed = await subscribe(t.anon, 'products')
    const rolledBack = slug('rolled-back')
    await expect(
      t.stack.db.transaction(async (tx) => {
        await tx.query(
          `insert into public.products (product_name, product_slug, price, category_type, cuisine)
           values ('Never Pepper', $1, 3, 'Peppers', 'Thai')`,
          [rolledBack],
        )
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    const sentinel = await insertProduct()
    await feed.next((e) => idOf(e) === sentinel.id)
    expect(feed.events.some((e) => slugOf(e) === rolledBack)).toBe(false)
    await t.anon.removeChannel(feed.channel)
  })

  it('joining a table outside the supabase_realtime publication gives CHANNEL_ERROR', async () => {
    expect(await joinError(t.anon, 'addresses')).toMatch(/^CHANNEL_ERROR: Unable to subscribe to changes/)
    expect(await joinError(t.anon, 'no_such_table')).toMatch(/^CHANNEL_ERROR/)
  })

  it('refresh() follows the publication: capture stops for a table that left it and resumes when it is back', async () => {
    const triggers = async () =>
      (
        await t.stack.db.query<{ name: string }>(
          `select c.relname::text as name from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
            where tg.tgname = 'realtime_capture' order by 1`,
        )
      ).rows.map((r) => r.name)
    expect(await triggers()).toEqual(['blog_posts', 'orders', 'products'])
    await t.stack.db.exec('alter publication supabase_realtime drop table public.blog_posts')
    await t.stack.realtime.refresh()
    try {
      expect(await triggers()).toEqual(['orders', 'products'])
      expect(await joinError(t.anon, 'blog_posts')).toMatch(/^CHANNEL_ERROR: Unable to subscribe/)
    } finally {
      await t.stack.db.exec('alter publication supabase_realtime add table public.blog_posts')
      await t.stack.realtime.refresh()
    }
    expect(await triggers()).toEqual(['blog_posts', 'orders', 'products'])
    const feed = await subscribe(t.anon, 'blog_posts')
    const post = await insertPost()
    await feed.next((e) => idOf(e) === post.id)
    await t.anon.removeChannel(feed.channel)
  })

  it('vsn 1.0.0 (object frames) works through supabase-js', async () => {
    const client = createClient<Database>(t.url, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { vsn: '1.0.0', transport: WebSocket as unknown as Transport },
    })
    try {
      const feed = await subscribe(client, 'products')
      const row = await insertProduct()
      const e = await feed.next((x) => idOf(x) === row.id)
      expect(e.new).toMatchObject({ product_slug: row.product_slug, price: 12.5 })
    } finally {
      await client.removeAllChannels()
    }
  })
})

// ---------------------------------------------------------------- the wire

describe('the websocket protocol', () => {
  it('vsn 1.0.0 answers with objects, vsn 2.0.0 with arrays', async () => {
    const v1 = await RawSocket.open(`apikey=${ANON_KEY}&vsn=1.0.0`)
    v1.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' })
    expect(await v1.next(() => true)).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '1',
      join_ref: null,
    })
    await v1.close()

    const v2 = await RawSocket.open(`apikey=${ANON_KEY}&vsn=2.0.0`)
    v2.send([null, '7', 'phoenix', 'heartbeat', {}])
    expect(await v2.next(() => true)).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])
    await v2.close()
  })

  it('refuses the upgrade without a project apikey (401)', async () => {
    const status = (query: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`${t.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`, { headers })
        ws.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0)
          res.resume()
          ws.terminate()
        })
        ws.on('open', () => {
          ws.close()
          resolve(101)
        })
        ws.on('error', (e) => reject(e))
      })
    expect(await status('apikey=not-a-key&vsn=2.0.0')).toBe(401)
    expect(await status('vsn=2.0.0')).toBe(401)
    const forged = await signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 })
    expect(await status(`apikey=${forged}&vsn=2.0.0`)).toBe(401)
    expect(await status('vsn=2.0.0', { 'x-api-key': ANON_KEY })).toBe(101)
  })

  it('echoes the bindings with ids and names every matching binding in ids', async () => {
    const ws = await RawSocket.open(`apikey=${ANON_KEY}&vsn=2.0.0`)
    const changes = [
      { event: 'INSERT', schema: 'public', table: 'products' },
      { event: '*', schema: 'public', table: 'products', filter: 'price=gte.100' },
      { event: 'DELETE', schema: 'public', table: 'products' },
    ]
    ws.send(joinFrame('1', 'realtime:wire', changes))
    const reply = (await ws.next(isFrame('1', 'phx_reply'))) as [
      string,
      string,
      string,
      string,
      { status: string; response: { postgres_changes: { id: number }[] } },
    ]
    expect(reply[4].status).toBe('ok')
    const echoed = reply[4].response.postgres_changes
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(changes)
    const ids = echoed.map((b) => b.id)
    expect(ids.every((id) => Number.isInteger(id))).toBe(true)
    expect(new Set(ids).size).toBe(3)
    await ws.next(isFrame(null, 'system'))

    const cheap = await insertProduct({ price: 5 })
    const dear = await insertProduct({ price: 150 })
    const data = (f: unknown) =>
      (f as [string, null, string, string, { ids: number[]; data: { record: { id: string } } }])[4]
    const ofRow = (id: string) => (f: unknown) => isFrame(null, 'postgres_changes')(f) && data(f).data.record.id === id
    expect(data(await ws.next(ofRow(cheap.id))).ids).toEqual([ids[0]])
    const dearFrame = data(await ws.next(ofRow(dear.id)))
    expect(dearFrame.ids.sort()).toEqual([ids[0], ids[1]].sort())
    expect(dearFrame.data).toMatchObject({
      schema: 'public',
      table: 'products',
      type: 'INSERT',
      errors: null,
    })
    expect(Object.keys(dearFrame.data)).toEqual([
      'schema',
      'table',
      'commit_timestamp',
      'type',
      'columns',
      'record',
      'errors',
    ])
    expect((dearFrame.data as unknown as { columns: unknown[] }).columns).toContainEqual({
      name: 'price',
      type: 'numeric',
    })
    await ws.close()
  })

  it('closes a channel whose new access token is bad; refuses a join with an expired one', async () => {
    const ws = await RawSocket.open(`apikey=${ANON_KEY}&vsn=2.0.0`)
    const products = [{ event: '*', schema: 'public', table: 'products' }]
    ws.send(joinFrame('1', 'realtime:tokens', products))
    await ws.next(isFrame('1', 'phx_reply'))
    ws.send(['1', '2', 'realtime:tokens', 'access_token', { access_token: 'not.a.jwt' }])
    const system = (await ws.next(
      (f) => Array.isArray(f) && f[3] === 'system' && f[4].extension === 'system',
    )) as unknown[]
    expect(system[4]).toMatchObject({ status: 'error', channel: 'tokens' })
    await ws.next((f) => Array.isArray(f) && f[0] === '1' && f[3] === 'phx_close')

    const expired = await signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 30 })
    ws.send(joinFrame('3', 'realtime:expired', products, expired))
    const reply = (await ws.next(isFrame('3', 'phx_reply'))) as unknown[]
    expect(reply[4]).toMatchObject({ status: 'error', response: { reason: expect.stringMatching(/expired/) } })
    await ws.close()
  })

  it('survives bad frames: unparseable JSON, wrong shapes, binary data, unknown events', async () => {
    const ws = await RawSocket.open(`apikey=${ANON_KEY}&vsn=2.0.0`)
    ws.send('this is not json')
    ws.send('[1,2]')
    ws.send('{"topic": 5}')
    ws.send([null, null, 'realtime:x', 'phx_join', 'not an object'])
    ws.ws.send(Buffer.from([3, 0, 0, 0, 0, 0, 0]))
    ws.send(['9', '9', 'realtime:nowhere', 'mystery', {}])
    expect(await ws.next(isFrame('9', 'phx_reply'))).toMatchObject([
      '9',
      '9',
      'realtime:nowhere',
      'phx_reply',
      { status: 'error' },
    ])
    ws.send([null, '10', 'phoenix', 'heartbeat', {}])
    expect(await ws.next(isFrame('10', 'phx_reply'))).toMatchObject([
      null,
      '10',
      'phoenix',
      'phx_reply',
      { status: 'ok' },
    ])
    await ws.close()
  })
})

// ---------------------------------------------------------------- leaks

describe('resources', () => {
  it('1,000 join/leave cycles and closed sockets leave no state behind; one LISTEN in all', async () => {
    // Clients of earlier tests may keep an idle socket open (realtime-js lingers 50 s); no channels though.
    const baseline = t.stack.realtime.stats()
    expect(baseline).toMatchObject({ channels: 0, indexedChannels: 0, indexedTables: 0, databaseListeners: 1 })

    const ws = await RawSocket.open(`apikey=${ANON_KEY}&vsn=2.0.0`)
    const binding = [{ event: '*', schema: 'public', table: 'products', filter: 'price=gt.1' }]
    for (let i = 0; i < 1000; i++) {
      ws.send(joinFrame(`j${i}`, `realtime:cycle-${i % 7}`, binding))
      ws.send([`j${i}`, `l${i}`, `realtime:cycle-${i % 7}`, 'phx_leave', {}])
    }
    await ws.next(isFrame('l999', 'phx_reply'), 20_000)
    expect(t.stack.realtime.stats()).toMatchObject({
      sockets: baseline.sockets + 1,
      channels: 0,
      indexedChannels: 0,
      indexedTables: 0,
    })

    // Sockets that close (or vanish) with channels still joined.
    const sockets = await Promise.all(Array.from({ length: 20 }, () => RawSocket.open(`apikey=${ANON_KEY}&vsn=2.0.0`)))
    sockets.forEach((s, n) => {
      for (let i = 0; i < 10; i++) s.send(joinFrame(`${i}`, `realtime:open-${i}`, binding))
      s.send([null, `hb${n}`, 'phoenix', 'heartbeat', {}])
    })
    await Promise.all(sockets.map((s, n) => s.next(isFrame(`hb${n}`, 'phx_reply'))))
    expect(t.stack.realtime.stats()).toMatchObject({
      sockets: baseline.sockets + 21,
      channels: 200,
      indexedChannels: 200,
    })
    sockets.forEach((s, n) => (n % 2 ? void s.close() : s.ws.terminate()))
    await ws.close()
    await until(
      () => (t.stack.realtime.stats().sockets === baseline.sockets ? true : undefined),
      5000,
      'sockets to close',
    )
    expect(t.stack.realtime.stats()).toEqual(baseline)

    // The database side: one LISTEN for the whole stack.
    if (backend === 'postgres') {
      const { rows } = await t.stack.db.query<{ n: string }>(
        `select count(*)::text as n from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
      )
      expect(rows[0]!.n).toBe('1')
    } else {
      const { rows } = await t.stack.db.query<{ channel: string }>('select pg_listening_channels() as channel')
      expect(rows.map((r) => r.channel)).toEqual(['realtime_changes'])
    }
  })

  it('closes a socket that stays silent past the heartbeat timeout', async () => {
    const realtime = await createRealtime(t.stack.db, { log: () => {}, heartbeatTimeoutMs: 300 })
    const server = createServer()
    server.on('upgrade', (req, socket, head) =>
      realtime.handleUpgrade(req, socket, head, new URL(req.url!, 'http://x')),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`)
      await new Promise((resolve) => ws.once('open', resolve))
      expect(realtime.stats().sockets).toBe(1)
      await new Promise((resolve) => ws.once('close', resolve))
      expect(realtime.stats().sockets).toBe(0)
    } finally {
      await realtime.close()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

// ---------------------------------------------------------------- restart

describe('a stack restart', () => {
  it('a subscribed client reconnects and rejoins by itself and keeps receiving', async () => {
    const port = await freePort()
    const database = backend === 'postgres' ? await createDatabase(process.env.TEST_PG_URL!) : undefined
    const dataDir = database ? undefined : await mkdtemp(join(tmpdir(), 'casabite-realtime-'))
    const options = { port, smtpPort: 0, log: false as const, databaseUrl: database?.url, dataDir }
    let stack = await startStack(options)
    const client = createNodeClient<Database>(stack.url, ANON_KEY)
    try {
      const feed = await subscribe(client, 'products')
      const service = createNodeClient<Database>(stack.url, SERVICE_ROLE_KEY)
      const insert = async () => {
        const { data, error } = await service.from('products').insert(product()).select('id').single()
        if (error) throw new Error(error.message)
        return data.id
      }
      const first = await insert()
      await feed.next((e) => idOf(e) === first)

      await stack.close()
      stack = await startStack(options)
      // realtime-js retries after 1, 2, 5, 10 s and rejoins its errored channels once connected.
      await until(
        () => (feed.statuses.filter((s) => s === 'SUBSCRIBED').length >= 2 ? true : undefined),
        25_000,
        'the rejoin',
      )
      const second = await insert()
      await feed.next((e) => idOf(e) === second)
      await service.removeAllChannels()
    } finally {
      await client.removeAllChannels()
      await stack.close()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
      await database?.drop()
    }
  }, 90_000)
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/** A database of its own on the TEST_PG_URL server, surviving the stack's restart. */
async function createDatabase(serverUrl: string) {
  const name = `casabite_rt_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl })
    await c.connect()
    try {
      await c.query(sql)
    } finally {
      await c.end()
    }
  }
  await run(`create database "${name}" template template0`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) }
}
