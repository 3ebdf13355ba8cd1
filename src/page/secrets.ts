import { lintSource } from '@secretlint/core'
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend'
import { creator as pattern } from '@secretlint/secretlint-rule-pattern'
import { secretLintProfiler } from '@secretlint/profiler'
import type { SecretLintCoreConfig } from '@secretlint/types'

/** A credential found in a text: what kind it is and where (offsets into the text). The secret itself is not kept. */
export interface Secret {
  kind: string
  start: number
  end: number
}

/**
 * Kinds of credential secretlint's recommended preset does not know, written as secretlint patterns: live
 * Stripe keys (`sk_test_` keys are for testing and pass), AWS access key ids on their own, and OpenAI's
 * project and service-account keys.
 */
const extraPatterns = [
  { name: 'Stripe live secret key', patterns: ['/\\b[rs]k_live_[0-9a-zA-Z]{20,}\\b/'] },
  { name: 'AWS access key ID', patterns: ['/\\b(?:AKIA|ASIA)[0-9A-Z]{16}\\b/'] },
  { name: 'OpenAI API key', patterns: ['/\\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}/'] }
]

const config: SecretLintCoreConfig = {
  rules: [
    { id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended },
    { id: '@secretlint/secretlint-rule-pattern', rule: pattern, options: { patterns: extraPatterns } }
  ]
}

/** What each secretlint rule finds, in words for the message. */
const kinds: Record<string, string> = {
  aws: 'AWS secret access key',
  gcp: 'Google Cloud service-account key',
  privatekey: 'private key',
  npm: 'npm access token',
  basicauth: 'password in a URL',
  slack: 'Slack token',
  sendgrid: 'SendGrid API key',
  shopify: 'Shopify access token',
  github: 'GitHub token',
  openai: 'OpenAI API key',
  anthropic: 'Anthropic API key',
  linear: 'Linear API key',
  '1password': '1Password service-account token',
  'database-connection-string': 'database connection string with a password'
}

/**
 * Placeholders documentation writes in place of a credential: `YOUR_API_KEY`, `<token>`, `xxxx`, `...`,
 * `****`, `${TOKEN}`, `{{token}}`, AWS's documented `...EXAMPLE` keys, and test or sample values
 * (`sk_test_`, `testpass`, `changeme`, `dummy`). In a URL, a password that is an upper-case name
 * (`postgres://postgres:DB_PASSWORD@db/app`) is one too.
 */
const placeholders = [/your[_-]|<[^<>\s]+>|x{4,}|\.\.\.|\*{3,}|\$\{|\{\{|replace|_here\b|test|dummy|sample|fake|changeme/i, /EXAMPLE/]

/** The longest host name DNS allows. */
const MAX_HOST_LENGTH = 253

export async function findSecrets(text: string, filePath: string): Promise<Secret[]> {
  const result = await lintSource({
    source: { content: text, filePath, ext: '.mdx', contentType: 'text' },
    // Unmasked, to find where the credential is: docslint's own message never repeats it.
    options: { config, noPhysicFilePath: true }
  })
  const secrets: Secret[] = []
  for (const message of result.messages) {
    const data = (message.data ?? {}) as Record<string, unknown>
    const [start, end] = credentialRange(text, message.range, data)
    // secretlint's match can stop inside the host (`api.acme` of `api.acme.localhost`): the URL is read on to its end.
    if (isPlaceholder(text.slice(start, end), text.slice(start, end + MAX_HOST_LENGTH))) continue
    secrets.push({ kind: kindOf(message.ruleId, data), start, end })
  }
  return secrets
}

/**
 * Where the credential itself is. Some secretlint rules give the start of the whole match (`key = "`)
 * with the credential's length; the credential, which the message's data carries, is found from there.
 */
function credentialRange(text: string, [start, end]: readonly [number, number], data: Record<string, unknown>): [number, number] {
  const values = Object.entries(data)
    .filter(([name, value]) => name !== 'PATTERN_NAME' && typeof value === 'string' && value.length > 0)
    .map(([, value]) => value as string)
    .sort((a, b) => b.length - a.length)
  for (const value of values) {
    const index = text.indexOf(value, start)
    if (index !== -1 && index <= end) return [index, index + value.length]
  }
  return [start, end]
}

function kindOf(ruleId: string, data: Record<string, unknown>): string {
  const rule = ruleId.replace(/^.*secretlint-rule-/, '')
  if (rule === 'pattern' && typeof data.PATTERN_NAME === 'string') return data.PATTERN_NAME
  return kinds[rule] ?? 'credential'
}

/**
 * A password that names the value to put there rather than being one: an upper-case name of words
 * (`DB_PASSWORD`, `PASSWORD`), or such a variable of the shell or of Windows (`$DB_PASSWORD`,
 * `%DB_PASSWORD%`). Random capitals (`XK9MQ2PLZ7`) name nothing: a name's digits end its words.
 */
function namesAValue(password: string): boolean {
  const name = /^(?:\$|%)?([A-Z]+\d*(?:_[A-Z]+\d*)*)%?$/.exec(password)?.[1]
  return name !== undefined && (name.includes('_') || /PASS|PWD|SECRET|TOKEN|KEY|CREDENTIAL/.test(name))
}

/** The password and host of a credential written as a URL (`scheme://user:password@host`), if it is one. */
function urlCredential(found: string): { password: string; host: string } | undefined {
  const match = /^[a-z][\w+.-]*:\/\/[^:@/\s]*:([^@\s]+)@(\[[^\]\s]*\]|[^:/?#\s]*)/i.exec(found)
  return match ? { password: match[1], host: match[2].toLowerCase() } : undefined
}

/**
 * Services a docker-compose file of a guide names, used as host names inside its network: `db`, `redis`,
 * `postgres`. A credential for one is the compose file's local default, reachable from nowhere else.
 */
const composeServices = new Set([
  'db', 'database', 'postgres', 'postgresql', 'pg', 'mysql', 'mariadb', 'mongo', 'mongodb', 'redis', 'valkey', 'cache',
  'rabbitmq', 'kafka', 'clickhouse', 'minio', 'elasticsearch', 'opensearch', 'memcached', 'mssql', 'sqlserver'
])

/**
 * A host that no reader's credential reaches: the reader's own machine (`localhost`, `127.0.0.1`, `0.0.0.0`,
 * `[::1]`, `*.localhost`, `host.docker.internal`), a domain reserved for examples (`example.com`, `.org`, `.net`
 * and their subdomains, `.example`, `.test`, `.invalid`), or a service of a docker-compose file.
 */
function isLocalOrExampleHost(host: string): boolean {
  if (composeServices.has(host) || host === 'host.docker.internal' || host === '0.0.0.0' || host === '[::1]') return true
  if (/^127(?:\.\d{1,3}){3}$/.test(host)) return true
  return /(?:^|\.)(?:localhost|example\.(?:com|org|net)|example|test|invalid)$/.test(host)
}

/**
 * In a URL the password is a placeholder, or the whole credential is a local default (a host on the reader's
 * machine, an example domain, a compose service). A host or user named `test` or `sample` does not make a real
 * password in front of it one (`postgres://app:Xk9mQ2pL@db-test.internal/app`).
 */
function isPlaceholder(found: string, foundOnward: string): boolean {
  const credential = urlCredential(foundOnward)
  if (credential && (namesAValue(credential.password) || isLocalOrExampleHost(credential.host))) return true
  return placeholders.some((pattern) => pattern.test(credential?.password ?? found))
}

/**
 * secretlint's profiler (always on) puts performance marks in the process's performance timeline, several per
 * rule and page, which Node keeps until they are cleared, and observes them: on a site of thousands of pages the
 * marks filled memory and the observer's scans took most of the run (68% of a 1000-page check, 100 s).
 * docslint never reads the profile: its `mark` does nothing.
 */
function silenceProfiler(): void {
  ;(secretLintProfiler as unknown as { mark: () => void }).mark = () => undefined
}

silenceProfiler()
