// The shop's transactional mails, rendered with React Email: an HTML part in the shop's colours and a
// plain-text part from the same element. Each mail reads only its outbox row's payload (what the
// database wrote with the event), so a mail says what was true when it happened.
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  render,
  Row,
  Section,
  Text,
} from '@react-email/components'
import type { ReactNode } from 'react'

/** An outbox row as the drain claims it. */
export interface OutboxMail {
  id: number
  kind: string
  recipient: string
  payload: Record<string, unknown>
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

const COLORS = { cream: '#fbf7f0', ink: '#2a1b12', muted: '#5e4a3c', brand: '#8a2c0f', saffron: '#f5c96a' }

const money = (value: unknown) => `$${Number(value ?? 0).toFixed(2)}`
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const points = (value: unknown) => Number(value ?? 0)
/** Plain text as paragraphs (blank lines apart); React escapes each, so nobody's text becomes markup. */
const paragraphs = (value: unknown) =>
  text(value)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

interface Line {
  product_name?: string
  size_label?: string | null
  quantity?: number
  price_at_purchase?: number
}

interface Address {
  street?: string
  apartment?: string
  city?: string
  state?: string
  zip?: string
  country?: string
}

function Layout({ preview, children, siteUrl }: { preview: string; children: ReactNode; siteUrl: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLORS.cream, color: COLORS.ink, fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: '24px 16px' }}>
          <Text style={{ fontSize: 22, fontWeight: 700, color: COLORS.brand, margin: '0 0 16px' }}>CasaBite</Text>
          {children}
          <Hr style={{ borderColor: COLORS.saffron, margin: '32px 0 16px' }} />
          <Text style={{ fontSize: 12, color: COLORS.muted }}>
            CasaBite: premium, ethically sourced spices.{' '}
            <Link href={siteUrl}>{siteUrl.replace(/^https?:\/\//, '')}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

function Action({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: COLORS.brand,
        color: '#ffffff',
        padding: '12px 20px',
        borderRadius: 8,
        fontWeight: 700,
      }}
    >
      {children}
    </Button>
  )
}

function OrderLines({ payload }: { payload: Record<string, unknown> }) {
  const lines = (Array.isArray(payload.lines) ? payload.lines : []) as Line[]
  const totals: [string, unknown][] = [
    ['Subtotal', payload.subtotal],
    ...(points(payload.discount) > 0 ? [['Discount', -Number(payload.discount)] as [string, unknown]] : []),
    ['Shipping', payload.shipping],
    ['Tax', payload.taxes],
  ]
  return (
    <Section>
      {lines.map((line, index) => (
        <Row key={index}>
          <Column>
            <Text style={{ margin: '4px 0' }}>
              {line.quantity} × {line.product_name}
              {line.size_label ? ` (${line.size_label})` : ''}
            </Text>
          </Column>
          <Column align="right">
            <Text style={{ margin: '4px 0' }}>{money(Number(line.price_at_purchase) * Number(line.quantity))}</Text>
          </Column>
        </Row>
      ))}
      <Hr />
      {totals.map(([label, value]) => (
        <Row key={label}>
          <Column>
            <Text style={{ margin: '2px 0', color: COLORS.muted }}>{label}</Text>
          </Column>
          <Column align="right">
            <Text style={{ margin: '2px 0', color: COLORS.muted }}>
              {Number(value) < 0 ? `-${money(-Number(value))}` : money(value)}
            </Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={{ margin: '4px 0', fontWeight: 700 }}>Total</Text>
        </Column>
        <Column align="right">
          <Text style={{ margin: '4px 0', fontWeight: 700 }}>{money(payload.total)}</Text>
        </Column>
      </Row>
    </Section>
  )
}

function ShipTo({ payload }: { payload: Record<string, unknown> }) {
  const address = (payload.shipping_address ?? {}) as Address
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: 16, marginTop: 24 }}>
        Shipping to
      </Heading>
      <Text style={{ margin: 0 }}>
        {text(payload.customer_name)}
        <br />
        {[address.street, address.apartment].filter(Boolean).join(', ')}
        <br />
        {cityLine}
        <br />
        {address.country}
      </Text>
    </Section>
  )
}

type Template = (payload: Record<string, unknown>, siteUrl: string) => { subject: string; body: ReactNode }

const orderHref = (payload: Record<string, unknown>, siteUrl: string) =>
  `${siteUrl}/order-confirmation/${encodeURIComponent(text(payload.order_id))}`

const TEMPLATES: Record<string, Template> = {
  order_placed: (payload, siteUrl) => ({
    subject: `Your CasaBite order ${text(payload.order_number)}`,
    body: (
      <>
        <Heading style={{ fontSize: 24 }}>Thank you for your order, {text(payload.customer_name)}!</Heading>
        <Text>
          We have your order <strong>{text(payload.order_number)}</strong> and are getting it ready. We will write again
          when it ships.
        </Text>
        <OrderLines payload={payload} />
        <ShipTo payload={payload} />
        {points(payload.points_earned) > 0 ? (
          <Text>You earned {points(payload.points_earned)} Flavor Points with this order.</Text>
        ) : null}
        <Action href={orderHref(payload, siteUrl)}>View your order</Action>
      </>
    ),
  }),
  order_shipped: (payload, siteUrl) => ({
    subject: `Your order ${text(payload.order_number)} is on its way`,
    body: (
      <>
        <Heading style={{ fontSize: 24 }}>Your spices are on their way</Heading>
        <Text>
          Good news, {text(payload.customer_name)}: order <strong>{text(payload.order_number)}</strong> has shipped.
        </Text>
        <ShipTo payload={payload} />
        <Action href={orderHref(payload, siteUrl)}>View your order</Action>
      </>
    ),
  }),
  order_delivered: (payload, siteUrl) => ({
    subject: `Your order ${text(payload.order_number)} has been delivered`,
    body: (
      <>
        <Heading style={{ fontSize: 24 }}>Delivered</Heading>
        <Text>
          Order <strong>{text(payload.order_number)}</strong> has been delivered. We hope every jar brings something
          good to your table.
        </Text>
        <Action href={orderHref(payload, siteUrl)}>View your order</Action>
      </>
    ),
  }),
  order_cancelled: (payload, siteUrl) => ({
    subject: `Your order ${text(payload.order_number)} has been cancelled`,
    body: (
      <>
        <Heading style={{ fontSize: 24 }}>Your order has been cancelled</Heading>
        <Text>
          Order <strong>{text(payload.order_number)}</strong> ({money(payload.total)}) has been cancelled.
        </Text>
        {points(payload.points_returned) > 0 ? (
          <Text>The {points(payload.points_returned)} Flavor Points you redeemed are back in your balance.</Text>
        ) : null}
        {points(payload.points_reversed) > 0 ? (
          <Text>The {points(payload.points_reversed)} Flavor Points this order earned have been taken back.</Text>
        ) : null}
        <Action href={orderHref(payload, siteUrl)}>View your order</Action>
      </>
    ),
  }),
  back_in_stock: (payload, siteUrl) => ({
    subject: `${text(payload.product_name)} is back in stock`,
    body: (
      <>
        <Heading style={{ fontSize: 24 }}>Back in stock</Heading>
        <Text>
          {text(payload.product_name)}
          {payload.size ? ` (${text(payload.size)})` : ''}, on your wishlist, is back in stock.
        </Text>
        <Action href={`${siteUrl}/product/${encodeURIComponent(text(payload.product_slug))}`}>
          {`Shop ${text(payload.product_name)}`}
        </Action>
      </>
    ),
  }),
  contact_reply: (payload, siteUrl) => ({
    subject: `Re: ${text(payload.subject)}`,
    body: (
      <>
        <Heading style={{ fontSize: 24 }}>Hello{payload.full_name ? ` ${text(payload.full_name)}` : ''},</Heading>
        {paragraphs(payload.reply).map((paragraph, i) => (
          <Text key={i}>{paragraph}</Text>
        ))}
        <Text style={{ color: COLORS.muted }}>The CasaBite team</Text>
        <Hr style={{ borderColor: COLORS.saffron }} />
        <Text style={{ fontSize: 13, color: COLORS.muted }}>You wrote to us:</Text>
        {paragraphs(payload.message).map((paragraph, i) => (
          <Text
            key={i}
            style={{ fontSize: 13, color: COLORS.muted, borderLeft: `3px solid ${COLORS.saffron}`, paddingLeft: 12 }}
          >
            {paragraph}
          </Text>
        ))}
        <Action href={`${siteUrl}/contact`}>Write to us again</Action>
      </>
    ),
  }),
  welcome: (payload, siteUrl) => ({
    subject: 'Welcome to CasaBite',
    body: (
      <>
        <Heading style={{ fontSize: 24 }}>Welcome{payload.first_name ? `, ${text(payload.first_name)}` : ''}!</Heading>
        <Text>
          Your account is ready, and {points(payload.points)} Flavor Points are already in it: redeem them at checkout
          and earn more with every order.
        </Text>
        <Action href={`${siteUrl}/rewards`}>See your rewards</Action>
      </>
    ),
  }),
}

/** The subject and both parts of an outbox mail, or an error for a kind this drain does not know. */
export async function renderMail(mail: OutboxMail, siteUrl: string): Promise<RenderedMail> {
  const template = TEMPLATES[mail.kind]
  if (!template) throw new Error(`No template for e-mail kind "${mail.kind}"`)
  const site = siteUrl.replace(/\/+$/, '')
  const { subject, body } = template(mail.payload, site)
  const element = (
    <Layout preview={subject} siteUrl={site}>
      {body}
    </Layout>
  )
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject, html, text: plain }
}
