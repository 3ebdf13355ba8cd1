/**
 * The playground's form on an endpoint page: the base URL (a chooser when there are several), the credential
 * as docs.json or the spec asks for it, an input per parameter, the body, and a Send button; the answer
 * (status, time, headers, body) shows below it. Every control has a label: the credential's is the header or
 * parameter it fills, a parameter's is its name. `_docslint/playground.js` sends the request. Beside Send, the
 * form says where a request goes when that is not where the site's API is (its base URLs and its specs'
 * servers, which the form lists), and asks before it sends the credential there.
 */
import { h } from 'hastscript'
import type { Element, Properties } from 'hast'
import type { AuthSetting } from '../endpoint/settings.js'

export const PLAYGROUND_FILE = '_docslint/playground.js'

export interface PlaygroundInput {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  /** Shown as the placeholder: an example or the default. */
  hint?: string
}

export interface PlaygroundSetup {
  method: string
  path: string
  baseUrls: string[]
  /** Where the site's API is (docs.json's base URLs, the specs' servers): the credential goes elsewhere only once the reader agrees. */
  apiUrls: string[]
  auth?: AuthSetting
  inputs: PlaygroundInput[]
  /** The body's content type and the text the body starts with; undefined when the request has no body. */
  body?: { contentType: string; text: string }
  /** A form body (`multipart/form-data`, `application/x-www-form-urlencoded`): an input per field instead of the text. */
  form?: { contentType: string; fields: FormField[] }
  /** The relative href of the playground's script. */
  script: string
}

/** A field of a form body: a file input for `format: binary`. */
export interface FormField {
  name: string
  required: boolean
  file: boolean
  hint?: string
}

const LOCATION_TITLES: Record<PlaygroundInput['in'], string> = { path: 'Path parameters', query: 'Query parameters', header: 'Headers', cookie: 'Cookies' }

/** Ids made only of safe characters, unique in the form (one playground per page). */
const idOf = (...parts: string[]) => `pg-${parts.join('-').replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`

export function playgroundForm(setup: PlaygroundSetup): Element[] {
  const sections = [
    baseUrlControl(setup.baseUrls),
    setup.auth ? credentialControls(setup.auth) : undefined,
    ...(['path', 'query', 'header', 'cookie'] as const).map((location) => parameterControls(location, setup.inputs.filter((input) => input.in === location))),
    setup.form ? formControls(setup.form) : setup.body ? bodyControl(setup.body) : undefined
  ].filter((item): item is Element => item !== undefined)
  const form = h('form.playground', { dataMethod: setup.method, dataPath: setup.path, dataApiUrls: JSON.stringify(setup.apiUrls), ariaLabel: `Try ${setup.method} ${setup.path}` }, [
    h('p.playground-title', 'Try it'),
    ...sections,
    h('div.pg-actions', [h('button.pg-send', { type: 'submit' }, 'Send'), h('span.pg-destination', { hidden: true })]),
    // Filled in and shown by the script when a credential would go to a server the site does not name.
    h('div.pg-consent', { hidden: true, role: 'group', ariaLabel: 'Send the credential?' }, [
      h('p'),
      h('div.pg-consent-actions', [h('button.pg-consent-yes', { type: 'button' }), h('button.pg-consent-no', { type: 'button' }, 'Send without it')])
    ]),
    h('div.pg-result', { hidden: true, ariaLive: 'polite' }, [
      h('p.pg-summary', [h('span.pg-status'), h('span.pg-time')]),
      h('p.pg-group-note.pg-result-note', { hidden: true }),
      h('details.pg-headers-box', [h('summary', 'Response headers'), h('pre.pg-headers')]),
      h('pre.pg-body')
    ])
  ])
  return [form, h('script', { src: setup.script, defer: true })]
}

function row(id: string, label: string, control: Element, note?: string): Element {
  // The note stays out of the label: a control's accessible name is exactly its header or parameter name.
  const name = h('div.pg-name', [h('label', { htmlFor: id }, [h('code', label)]), note ? h('span.pg-note', note) : undefined].filter((item) => item !== undefined))
  return h('div.pg-row', [name, control])
}

function baseUrlControl(baseUrls: string[]): Element {
  const id = idOf('base')
  if (baseUrls.length === 1) return row(id, 'Base URL', h('input.pg-base', { id, type: 'url', value: baseUrls[0], readOnly: true }))
  return row(id, 'Base URL', h('select.pg-base', { id }, baseUrls.map((url) => h('option', { value: url }, url))))
}

/** bearer: `Authorization` (sent as `Bearer <value>`); basic: the two names of `user:pass`; key: the header or query parameter named. */
function credentialControls(auth: AuthSetting): Element {
  const input = (id: string, role: string, value?: string, type = 'text') =>
    h('input.pg-credential', { id, type, dataAuth: role, value, autocomplete: 'off', spellCheck: 'false' })
  let rows: Element[]
  if (auth.method === 'basic') {
    const [user, pass] = (auth.name ?? 'username:password').split(':')
    rows = [row(idOf('auth-user'), user || 'username', input(idOf('auth-user'), 'basic-user', auth.inputPrefix)), row(idOf('auth-pass'), pass || 'password', input(idOf('auth-pass'), 'basic-pass', undefined, 'password'))]
  } else if (auth.method === 'key') {
    const name = auth.name ?? 'api-key'
    const field = input(idOf('auth'), 'key', auth.inputPrefix)
    field.properties.dataIn = auth.in ?? 'header'
    field.properties.dataName = name
    rows = [row(idOf('auth'), name, field, auth.in === 'query' ? 'query' : 'header')]
  } else {
    rows = [row(idOf('auth'), 'Authorization', input(idOf('auth'), 'bearer', auth.inputPrefix), 'Bearer token')]
  }
  return h('fieldset.pg-group', [h('legend', 'Authorization'), ...rows])
}

/**
 * Browsers do not let a page set the `Cookie` header (it is one of fetch's forbidden headers): the cookie
 * inputs say so, and a request with a cookie value typed is sent with `credentials: 'include'`, so that the
 * browser sends the cookies it holds for the API's site.
 */
const COOKIE_NOTE =
  "Your browser does not let a page set the Cookie header, so the values typed here are not sent: when one is filled in, the request is sent with credentials: 'include' and carries the cookies your browser holds for the API's site. The cURL example sends these values."

function parameterControls(location: PlaygroundInput['in'], inputs: PlaygroundInput[]): Element | undefined {
  if (inputs.length === 0) return undefined
  return h('fieldset.pg-group', [
    h('legend', LOCATION_TITLES[location]),
    ...(location === 'cookie' ? [h('p.pg-group-note', COOKIE_NOTE)] : []),
    ...inputs.map((input) => {
      const id = idOf(location, input.name)
      const properties: Properties = { id, type: 'text', dataIn: location, dataName: input.name, placeholder: input.hint, required: input.required && location === 'path', autocomplete: 'off' }
      const control = h('input.pg-param', properties)
      return row(id, input.name, control, input.required ? 'required' : undefined)
    })
  ])
}

/** A form body: an input per field (a file input for a binary field), sent as FormData or URLSearchParams. */
function formControls(form: NonNullable<PlaygroundSetup['form']>): Element {
  return h('fieldset.pg-group.pg-form', { dataContentType: form.contentType }, [
    h('legend', `Body (${form.contentType})`),
    ...form.fields.map((field) => {
      const id = idOf('form', field.name)
      const properties: Properties = field.file
        ? { id, type: 'file', dataName: field.name, dataFile: '' }
        : { id, type: 'text', dataName: field.name, placeholder: field.hint, autocomplete: 'off' }
      return row(id, field.name, h('input.pg-field', properties), [field.file ? 'file' : undefined, field.required ? 'required' : undefined].filter(Boolean).join(' · ') || undefined)
    })
  ])
}

function bodyControl(body: NonNullable<PlaygroundSetup['body']>): Element {
  const id = idOf('body')
  return row(id, 'Body', h('textarea.pg-body-input', { id, dataContentType: body.contentType, rows: Math.min(16, Math.max(4, body.text.split('\n').length)), spellCheck: 'false' }, body.text), body.contentType)
}
