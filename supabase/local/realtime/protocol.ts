/**
 * Phoenix channel messages as realtime-js speaks them. vsn 2.0.0 (its default) frames a message
 * as the JSON array `[join_ref, ref, topic, event, payload]`; vsn 1.0.0 as a JSON object.
 */
export interface Message {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

export interface Codec {
  readonly vsn: '1.0.0' | '2.0.0'
  /** A text frame from the client; undefined when it is not a message. */
  decode(text: string): Message | undefined
  /** `payloadJson` is the payload already as JSON, so a change serialised once serves every subscriber. */
  encode(joinRef: string | null, ref: string | null, topic: string, event: string, payloadJson: string): string
}

const arrays: Codec = {
  vsn: '2.0.0',
  decode(text) {
    const value = parseJson(text)
    if (!Array.isArray(value) || value.length !== 5) return undefined
    const [joinRef, ref, topic, event, payload] = value as unknown[]
    return message(joinRef, ref, topic, event, payload)
  },
  encode(joinRef, ref, topic, event, payloadJson) {
    return `[${JSON.stringify(joinRef)},${JSON.stringify(ref)},${JSON.stringify(topic)},${JSON.stringify(event)},${payloadJson}]`
  },
}

const objects: Codec = {
  vsn: '1.0.0',
  decode(text) {
    const value = parseJson(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    const m = value as Record<string, unknown>
    return message(m.join_ref ?? null, m.ref ?? null, m.topic, m.event, m.payload)
  },
  encode(joinRef, ref, topic, event, payloadJson) {
    return `{"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadJson},"ref":${JSON.stringify(ref)},"join_ref":${JSON.stringify(joinRef)}}`
  },
}

/** The codec for the `vsn` query parameter; Phoenix takes an absent one as 1.0.0. Unknown: undefined. */
export function codecFor(vsn: string | null): Codec | undefined {
  if (vsn === null || vsn === '1.0.0') return objects
  if (vsn === '2.0.0') return arrays
  return undefined
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function message(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown) {
  if (typeof topic !== 'string' || typeof event !== 'string') return undefined
  const joinRefText = refText(joinRef)
  const refValue = refText(ref)
  if (joinRefText === undefined || refValue === undefined) return undefined
  return { joinRef: joinRefText, ref: refValue, topic, event, payload: payload ?? {} }
}

/** Refs are decimal strings from the client's counter; numbers are taken as their text. */
function refText(ref: unknown): string | null | undefined {
  if (ref === null || ref === undefined) return null
  if (typeof ref === 'string') return ref
  if (typeof ref === 'number' && Number.isFinite(ref)) return String(ref)
  return undefined
}
