import { badRequest } from '../errors.ts'
import { sendOk, type RouteContext } from '../route.ts'

export async function health(ctx: RouteContext): Promise<void> {
  sendOk(ctx, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  })
}

// GoTrue's list of external providers; only e-mail sign-in exists in this stack.
const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
]

export async function settings(ctx: RouteContext): Promise<void> {
  sendOk(ctx, {
    external: Object.fromEntries(PROVIDERS.map((p) => [p, p === 'email'])),
    disable_signup: false,
    mailer_autoconfirm: !ctx.deps.config.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  })
}

/** HS256 secrets are never published, so GoTrue's key set is empty for this stack. */
export async function jwks(ctx: RouteContext): Promise<void> {
  sendOk(ctx, { keys: [] })
}

/** GET /authorize and /callback (OAuth): no external provider is enabled, as /settings says. */
export async function externalProvider(ctx: RouteContext): Promise<void> {
  const provider = ctx.url.searchParams.get('provider') ?? ''
  throw badRequest('validation_failed', `Unsupported provider: Provider ${provider} could not be found`)
}
