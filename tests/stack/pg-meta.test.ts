import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/index.ts'
import { startTestStack, type TestStack } from '../helpers/stack.ts'

// POST /pg/query: SQL through the gateway with the service_role key, as the Supabase CLI's Kong hands
// /pg/ to postgres-meta; e2e tests use it for what no API offers (a session signed in a day ago).

const query = (t: TestStack, sql: string, key?: string) =>
  fetch(`${t.url}/pg/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { apikey: key, authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ query: sql }),
  })

describe('/pg/query', () => {
  let t: TestStack

  beforeAll(async () => {
    t = await startTestStack({ securePasswordChange: true })
  })

  afterAll(async () => {
    await t?.stop()
  })

  it('runs SQL for the service_role key: a session aged a day then needs the mailed code', async () => {
    const { client, password, id } = await t.newCustomer()
    const aged = await query(
      t,
      `update auth.sessions set created_at = now() - interval '25 hours' where user_id = '${id}' returning user_id`,
      SERVICE_ROLE_KEY,
    )
    expect(aged.status).toBe(200)
    expect(await aged.json()).toEqual([{ user_id: id }])
    const refused = await client.auth.updateUser({ password: `${password}-2`, current_password: password })
    expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed' })
  })

  it('refuses the anon key and a request without one, and answers a failed statement with its error', async () => {
    expect((await query(t, 'select 1', ANON_KEY)).status).toBe(403)
    expect((await query(t, 'select 1')).status).toBe(401)
    const failed = await query(t, 'select * from no_such_table', SERVICE_ROLE_KEY)
    expect(failed.status).toBe(400)
    expect(await failed.json()).toMatchObject({ code: '42P01' })
  })
})
