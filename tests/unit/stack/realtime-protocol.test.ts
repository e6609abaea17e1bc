import { describe, expect, it } from 'vitest'
import { codecFor } from '../../../supabase/local/realtime/protocol.ts'

describe('Phoenix framing', () => {
  it('vsn 2.0.0 reads and writes [join_ref, ref, topic, event, payload]', () => {
    const codec = codecFor('2.0.0')!
    expect(codec.decode('["1","2","realtime:x","phx_join",{"a":1}]')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:x',
      event: 'phx_join',
      payload: { a: 1 },
    })
    expect(JSON.parse(codec.encode(null, '7', 'phoenix', 'phx_reply', '{"status":"ok","response":{}}'))).toEqual([
      null,
      '7',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
  })

  it('vsn 1.0.0 (and no vsn, as in Phoenix) reads and writes objects', () => {
    for (const vsn of ['1.0.0', null]) {
      const codec = codecFor(vsn)!
      expect(codec.decode('{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3"}')).toEqual({
        joinRef: null,
        ref: '3',
        topic: 'phoenix',
        event: 'heartbeat',
        payload: {},
      })
      expect(JSON.parse(codec.encode('1', null, 'realtime:x', 'system', '{}'))).toEqual({
        topic: 'realtime:x',
        event: 'system',
        payload: {},
        ref: null,
        join_ref: '1',
      })
    }
  })

  it('ignores what is not a message and refuses unknown versions', () => {
    const codec = codecFor('2.0.0')!
    for (const text of ['nope', '[1,2]', '{}', '[null,null,5,"e",{}]', '[{},null,"t","e",{}]']) {
      expect(codec.decode(text)).toBeUndefined()
    }
    expect(codecFor('3.0.0')).toBeUndefined()
  })
})
