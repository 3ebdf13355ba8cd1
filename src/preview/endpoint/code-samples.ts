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
  /** Cookie parameters: `--cookie` in cURL, the `Cookie` header in JavaScript (outside a browser), `cookies=` in Python. */
  cookies?: [string, string][]
  /** For `multipart/form-data`, `files` names the fields that carry a file (`format: binary`). */
  body?: { contentType: string; value: unknown; files?: string[] }
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
const isMultipart = (contentType: string) => /^multipart\/form-data\b/i.test(contentType)

/** A multipart body's parts: `[name, value, isFile]`, values as text. */
function multipartParts(body: NonNullable<RequestShape['body']>): [string, string, boolean][] {
  const value = body.value !== null && typeof body.value === 'object' && !Array.isArray(body.value) ? (body.value as Record<string, unknown>) : {}
  return Object.entries(value).map(([name, item]) => [name, typeof item === 'string' ? item : JSON.stringify(item), body.files?.includes(name) ?? false])
}

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

/** The headers, with the body's Content-Type (left out for multipart: the client writes it, with the boundary). */
function headersWithBody(request: RequestShape): [string, string][] {
  return request.body && !isMultipart(request.body.contentType) ? [...request.headers, ['Content-Type', request.body.contentType]] : request.headers
}

/** `a=1; b=2`, as a Cookie header carries them. */
const cookieText = (cookies: [string, string][]) => cookies.map(([name, value]) => `${name}=${value}`).join('; ')

function curl(request: RequestShape): string {
  const lines = [`curl --request ${request.method}`, `  --url ${shellQuote(fullUrl(request))}`]
  for (const [name, value] of headersWithBody(request)) lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`)
  if (request.cookies?.length) lines.push(`  --cookie ${shellQuote(cookieText(request.cookies))}`)
  if (request.body && isMultipart(request.body.contentType)) {
    for (const [name, value, file] of multipartParts(request.body)) lines.push(`  --form ${shellQuote(file ? `${name}=@${name}` : `${name}=${value}`)}`)
  } else if (request.body) lines.push(`  --data ${shellQuote(bodyText(request.body, 2))}`)
  return lines.join(' \\\n')
}

function javascript(request: RequestShape): string {
  const headers: [string, string][] = [...headersWithBody(request), ...(request.cookies?.length ? [['Cookie', cookieText(request.cookies)] as [string, string]] : [])]
  const options = [`  method: ${JSON.stringify(request.method)}`]
  if (headers.length > 0) options.push(`  headers: {${headers.map(([name, value]) => `${jsKey(name)}: ${JSON.stringify(value)}`).join(', ')}}`)
  const before: string[] = []
  if (request.body && isMultipart(request.body.contentType)) {
    if (multipartParts(request.body).some(([, , file]) => file)) before.push('// fileInput: an <input type="file"> of your page')
    before.push('const form = new FormData();')
    for (const [name, value, file] of multipartParts(request.body)) before.push(`form.append(${JSON.stringify(name)}, ${file ? `fileInput.files[0]` : JSON.stringify(value)});`)
    before.push('')
    options.push('  body: form')
  } else if (request.body) {
    const body = isJson(request.body.contentType) ? `JSON.stringify(${JSON.stringify(request.body.value, null, 2)?.replace(/\n/g, '\n  ') ?? 'null'})` : JSON.stringify(bodyText(request.body, 0))
    options.push(`  body: ${body}`)
  }
  return [
    ...before,
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
  if (request.body && isMultipart(request.body.contentType)) {
    const parts = multipartParts(request.body)
    const fields = parts.filter(([, , file]) => !file)
    const files = parts.filter(([, , file]) => file)
    if (fields.length > 0) {
      lines.push('', `payload = ${pythonLiteral(Object.fromEntries(fields.map(([name, value]) => [name, value])), 0)}`)
      call.push('data=payload')
    }
    if (files.length > 0) {
      lines.push('', `files = {\n${files.map(([name]) => `    ${JSON.stringify(name)}: open(${JSON.stringify(name)}, "rb")`).join(',\n')}\n}`)
      call.push('files=files')
    }
  } else if (request.body) {
    const json = isJson(request.body.contentType)
    lines.push('', `payload = ${pythonLiteral(request.body.value, 0)}`)
    call.push(json ? 'json=payload' : 'data=payload')
  }
  const headers = request.body && !isJson(request.body.contentType) ? headersWithBody(request) : request.headers
  if (headers.length > 0) {
    lines.push('', `headers = ${pythonLiteral(Object.fromEntries(headers), 0)}`)
    call.push('headers=headers')
  }
  if (request.cookies?.length) {
    lines.push('', `cookies = ${pythonLiteral(Object.fromEntries(request.cookies), 0)}`)
    call.push('cookies=cookies')
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
