/**
 * Request examples of an endpoint in cURL, JavaScript (`fetch`) and Python (`requests`), written from what the
 * request needs: method, URL, required query parameters, headers (the credential as a placeholder) and an
 * example body. Generated text only; nothing is sent.
 */

export interface RequestShape {
  method: string
  /** The base URL and the path, path parameters left as `{name}`. */
  url: string
  query: [string, string][]
  headers: [string, string][]
  body?: { contentType: string; value: unknown }
}

export interface CodeSample {
  label: string
  lang: string
  code: string
}

export function codeSamples(request: RequestShape): CodeSample[] {
  return [
    { label: 'cURL', lang: 'bash', code: curl(request) },
    { label: 'JavaScript', lang: 'javascript', code: javascript(request) },
    { label: 'Python', lang: 'python', code: python(request) }
  ]
}

const isJson = (contentType: string) => /\bjson\b/i.test(contentType)

function fullUrl(request: RequestShape): string {
  if (request.query.length === 0) return request.url
  return `${request.url}?${request.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`
}

/** Single quotes for the shell: a `'` inside becomes `'\''`. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`

function bodyText(body: NonNullable<RequestShape['body']>, indent: number): string {
  if (isJson(body.contentType)) return JSON.stringify(body.value, null, indent) ?? 'null'
  if (body.value !== null && typeof body.value === 'object') {
    return new URLSearchParams(Object.entries(body.value as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString()
  }
  return String(body.value ?? '')
}

function headersWithBody(request: RequestShape): [string, string][] {
  return request.body ? [...request.headers, ['Content-Type', request.body.contentType]] : request.headers
}

function curl(request: RequestShape): string {
  const lines = [`curl --request ${request.method}`, `  --url ${shellQuote(fullUrl(request))}`]
  for (const [name, value] of headersWithBody(request)) lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`)
  if (request.body) lines.push(`  --data ${shellQuote(bodyText(request.body, 2))}`)
  return lines.join(' \\\n')
}

function javascript(request: RequestShape): string {
  const headers = headersWithBody(request)
  const options = [`  method: ${JSON.stringify(request.method)}`]
  if (headers.length > 0) options.push(`  headers: {${headers.map(([name, value]) => `${jsKey(name)}: ${JSON.stringify(value)}`).join(', ')}}`)
  if (request.body) {
    const body = isJson(request.body.contentType) ? `JSON.stringify(${JSON.stringify(request.body.value, null, 2)?.replace(/\n/g, '\n  ') ?? 'null'})` : JSON.stringify(bodyText(request.body, 0))
    options.push(`  body: ${body}`)
  }
  return [
    `const options = {\n${options.join(',\n')}\n};`,
    '',
    `fetch(${JSON.stringify(fullUrl(request))}, options)`,
    '  .then((response) => response.json())',
    '  .then((response) => console.log(response))',
    '  .catch((error) => console.error(error));'
  ].join('\n')
}

const jsKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name))

function python(request: RequestShape): string {
  const lines = ['import requests', '', `url = ${pythonLiteral(request.url, 0)}`]
  const call = [`requests.${request.method.toLowerCase()}(url`]
  if (request.query.length > 0) {
    lines.push('', `params = ${pythonLiteral(Object.fromEntries(request.query), 0)}`)
    call.push('params=params')
  }
  if (request.body) {
    const json = isJson(request.body.contentType)
    lines.push('', `payload = ${pythonLiteral(request.body.value, 0)}`)
    call.push(json ? 'json=payload' : 'data=payload')
  }
  const headers = request.body && !isJson(request.body.contentType) ? headersWithBody(request) : request.headers
  if (headers.length > 0) {
    lines.push('', `headers = ${pythonLiteral(Object.fromEntries(headers), 0)}`)
    call.push('headers=headers')
  }
  lines.push('', `response = ${call.join(', ')})`, '', 'print(response.json())')
  return lines.join('\n')
}

/** A JSON value as Python writes it (`True`, `None`, dicts indented by four). */
export function pythonLiteral(value: unknown, depth: number): string {
  const pad = '    '.repeat(depth + 1)
  const close = '    '.repeat(depth)
  if (value === null || value === undefined) return 'None'
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None'
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[\n${value.map((item) => pad + pythonLiteral(item, depth + 1)).join(',\n')}\n${close}]`
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 0) return '{}'
  return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)}`).join(',\n')}\n${close}}`
}
