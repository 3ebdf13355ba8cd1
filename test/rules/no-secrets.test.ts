import { page } from '../helpers.js'
import { testRule } from './tester.js'

const advice = 'never publish a real credential; write a placeholder such as `YOUR_API_KEY` (and revoke the key if it is real)'
const bash = (line: string) => page('```bash\n' + line + '\n```\n')
const key = 'MIIEowIBAAKCAQEA' + 'q'.repeat(48) + '\n' + 'Ab3dEf9hIjKlMnOpQrStUvWxYz0123456789+/AbCdEfGhIjKlMnOpQrStUvWxYz01\n'.repeat(20)

/** Fake credentials shaped like real ones, one of each kind: none of them was ever issued. */
const fakes: [kind: string, text: string, at: string][] = [
  ['GitHub token', 'export GITHUB_TOKEN=ghp_R4nd0mL00k1ngT0k3nV4lu3Abcdefghijklm', '7:21-7:61'],
  ['AWS secret access key', 'aws_secret_access_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzTRQ9WXYZA"', '7:26-7:66'],
  ['AWS access key ID', 'AWS_ACCESS_KEY_ID=AKIAZ3MSJV7SKQ2DXYZQ', '7:19-7:39'],
  ['Slack token', 'SLACK=xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx', '7:7-7:63'],
  ['OpenAI API key', 'OPENAI_API_KEY=sk-abcdefghijABCDEFGHIJT3BlbkFJabcdefghijABCDEFGHIJ', '7:16-7:67'],
  ['Anthropic API key', `ANTHROPIC_API_KEY=sk-ant-api03-${'a'.repeat(93)}AA`, '7:19-7:127'],
  ['npm access token', '//registry.npmjs.org/:_authToken=npm_abcdefghijABCDEFGHIJabcdefghij012345', '7:34-7:74'],
  ['Stripe live secret key', 'STRIPE_KEY=sk_live_4eC39HqLyjWDarjtT1zdp7dc12', '7:12-7:46'],
  ['password in a URL', 'curl https://admin:s3cr3tP4ss@api.acme.dev/v1', '7:6-7:43'],
  ['database connection string with a password', 'DATABASE_URL=postgres://admin:Hunter2Secret@db.acme.dev:5432/prod', '7:14-7:66'],
  ['private key', `-----BEGIN RSA PRIVATE KEY-----\n${key}-----END RSA PRIVATE KEY-----`, '7:1-29:30']
]

testRule('no-secrets', {
  valid: [
    { name: 'YOUR_API_KEY', text: bash('export ACME_API_KEY=YOUR_API_KEY') },
    { name: '<token>', text: bash('curl -H "Authorization: Bearer <token>" https://api.acme.dev') },
    { name: 'sk_test_...', text: bash('STRIPE_KEY=sk_test_...') },
    { name: 'a Stripe test key', text: bash('STRIPE_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc12') },
    { name: 'xxxx', text: bash('export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx') },
    { name: "AWS's documented example key", text: bash('AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE') },
    { name: 'a placeholder password in a connection string', text: bash('DATABASE_URL=postgres://user:password@localhost:5432/app') },
    { name: 'a test password', text: bash('DATABASE_URL=postgres://postgres:testpass@db:5432/app') },
    { name: 'an environment variable', text: bash('curl -H "Authorization: Bearer ${ACME_TOKEN}" https://api.acme.dev') },
    { name: 'an upper-case name as the password of a connection string', text: bash('DATABASE_URL=postgresql://postgres:DB_PASSWORD@postgres:5432/app') },
    { name: 'YOUR_PASSWORD in a connection string', text: bash('DATABASE_URL=postgresql://postgres:YOUR_PASSWORD@postgres:5432/app') },
    { name: '<password> in a connection string', text: bash('DATABASE_URL=postgresql://postgres:<password>@postgres:5432/app') },
    { name: '${DB_PASSWORD} in a connection string', text: bash('DATABASE_URL=postgresql://postgres:${DB_PASSWORD}@postgres:5432/app') },
    { name: 'a shell variable as the password of a URL', text: bash('curl https://admin:$ADMIN_PASSWORD@api.acme.dev/v1') },
    // Local-development defaults: a credential for a server on the reader's machine, on a reserved example
    // domain, or on a docker-compose service (reachable only inside the compose network) is a placeholder.
    { name: "Postgres's default user and password on localhost", text: bash('DATABASE_URL=postgresql://postgres:postgres@localhost:5432/app') },
    { name: 'a password on 127.0.0.1', text: bash('REDIS_URL=redis://default:Xk9mQ2pLz7vBq4Rt@127.0.0.1:6379') },
    { name: 'a password on 0.0.0.0', text: bash('curl http://admin:Xk9mQ2pLz7vBq4Rt@0.0.0.0:8080/health') },
    { name: 'a password on [::1]', text: bash('curl http://admin:Xk9mQ2pLz7vBq4Rt@[::1]:8080/health') },
    { name: 'a password on a .localhost name', text: bash('curl https://admin:Xk9mQ2pLz7vBq4Rt@api.acme.localhost/v1') },
    { name: 'a password on host.docker.internal', text: bash('DATABASE_URL=postgres://app:Xk9mQ2pLz7vBq4Rt@host.docker.internal:5432/app') },
    { name: 'a password on example.com', text: bash('MONGO_URL=mongodb://root:Xk9mQ2pLz7vBq4Rt@example.com:27017/app') },
    { name: 'a password on a subdomain of example.org', text: bash('curl https://admin:Xk9mQ2pLz7vBq4Rt@api.example.org/v1') },
    { name: 'a password on the db service of a compose file', text: bash('DATABASE_URL=postgres://app:Xk9mQ2pLz7vBq4Rt@db:5432/app') },
    { name: 'a password on the redis service of a compose file', text: bash('REDIS_URL=redis://default:Xk9mQ2pLz7vBq4Rt@redis:6379/0') },
    { name: 'a password on the postgres service of a compose file', text: page('```yaml\nenvironment:\n  DATABASE_URL: postgresql://trigger:Xk9mQ2pLz7vBq4Rt@postgres:5432/trigger\n```\n') }
  ],
  invalid: [
    ...fakes.map(([kind, line, at]) => ({ name: `a ${kind} in a code block`, text: bash(line), messages: [{ at, reason: `Possible ${kind} in a code block: ${advice}` }] })),
    {
      name: 'a password of capitals and digits, which names nothing',
      text: bash('DATABASE_URL=postgresql://postgres:XK9MQ2PLZ7VBQ4RT9@db.acme.dev:5432/app'),
      messages: [{ at: '7:14-7:74', reason: `Possible database connection string with a password in a code block: ${advice}` }]
    },
    {
      name: 'a real password in a connection string to a host named test',
      text: bash('DATABASE_URL=postgresql://postgres:Xk9mQ2pLz7vBq4Rt@db-test.prod.internal:5432/app'),
      messages: [{ at: '7:14-7:83', reason: `Possible database connection string with a password in a code block: ${advice}` }]
    },
    {
      name: 'a real password on a cloud database host',
      text: bash('DATABASE_URL=postgresql://postgres:Xk9mQ2pLz7vBq4Rt@app.cluster-c9akciq32.us-east-1.rds.amazonaws.com:5432/app'),
      messages: [{ at: '7:14-7:111', reason: `Possible database connection string with a password in a code block: ${advice}` }]
    },
    {
      name: 'a real password on a host that only starts like a local one',
      text: bash('curl https://admin:Xk9mQ2pLz7vBq4Rt@localhost.acme.dev/v1 https://admin:Xk9mQ2pLz7vBq4Rt@example.com.acme.dev/v1 https://admin:Xk9mQ2pLz7vBq4Rt@db.acme.dev/v1'),
      messages: [
        { at: '7:6-7:55', reason: `Possible password in a URL in a code block: ${advice}` },
        { at: '7:59-7:110', reason: `Possible password in a URL in a code block: ${advice}` },
        { at: '7:114-7:156', reason: `Possible password in a URL in a code block: ${advice}` }
      ]
    },
    {
      name: 'a real password in a URL of a sample user',
      text: bash('curl https://sample-user:Xk9mQ2pLz7vBq4Rt@api.acme.dev/v1'),
      messages: [{ at: '7:6-7:55', reason: `Possible password in a URL in a code block: ${advice}` }]
    },
    {
      name: 'a token in inline code',
      text: page('Set `ghp_R4nd0mL00k1ngT0k3nV4lu3Abcdefghijklm` as your token.\n'),
      messages: [{ at: '6:6-6:46', reason: `Possible GitHub token in inline code: ${advice}` }]
    },
    {
      name: 'a token in text',
      text: page('Your token is ghp_R4nd0mL00k1ngT0k3nV4lu3Abcdefghijklm.\n'),
      messages: [{ at: '6:15-6:55', reason: `Possible GitHub token in text: ${advice}` }]
    },
    {
      name: 'a token in a component attribute',
      text: page('<ParamField header="Authorization" type="string" default="Bearer ghp_R4nd0mL00k1ngT0k3nV4lu3Abcdefghijklm">x</ParamField>\n'),
      messages: [{ at: '6:66-6:106', reason: `Possible GitHub token in a component attribute: ${advice}` }]
    }
  ]
})
