/**
 * Wrong types, values outside an enum (with the allowed values and the closest one), colours that are not
 * hex, missing required keys, empty strings, repeated versions, a key outside a fixed list (a `footer.socials`
 * platform the generator does not know fails its build), an unknown key in an object the generator closes
 * (`colors`, `integrations`, `openapi` objects; in the seed format also `api`, `api.auth`, `topbarCtaButton`,
 * `topbarLinks`, `topAnchor` and navigation groups: elsewhere an unknown key is `config-unknown-key`'s warning),
 * a code block theme that is no Shiki theme the generator bundles, and the conditional requirements: `name` on a
 * `link` call-to-action button, both `colors.background.light` and `.dark`, and `api.auth.name` shaped
 * `user:pass` when `api.auth.method` is `basic`. Each message sits on the value (or, for a missing key, on
 * the key of the object that lacks it).
 *
 * ## Fails
 *
 * `green` is not a hex colour:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "colors": { "primary": "green" },
 *   "navigation": []
 * }
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "colors": { "primary": "#0B6E4F" },
 *   "navigation": []
 * }
 * ```
 *
 * ## Where docslint and the generator's validator differ
 *
 * The conformance test (`test/conformance/`) compares docslint's verdict on thousands of docs.json with the
 * generator's own validator's. These rows are the differences it allows; each has a reason.
 *
 * | Row | Case | Generator's validator | docslint | Why |
 * |---|---|---|---|---|
 * | `seed-optional-keys` | seed format (`navigation` a list) without `favicon`, `colors` or `topAnchor.name` | refuses (mint.json requires them) | accepts | The seed format leaves them optional; the generator uses its defaults. |
 * | `seed-logo-one-mode` | seed format: a `logo` object with `light` or `dark` only | refuses | accepts | The seed format leaves each mode optional: the one given serves both. |
 * | `seed-loose-extras` | seed format: `font` with a `url` that is a path | refuses (wants a URL) | accepts | `font` is outside the seed format, accepted as written and not checked. |
 * | `seed-enums` | seed format: `api.auth.method` `cobo`, `iconType` `regular` and the other newer Font Awesome styles | accepts | refuses | The seed format lists its own values (`bearer`, `basic`, `key`; six icon styles); `docslint migrate` moves a site to the current format, which has them. |
 * | `seed-background-both` | seed format: `colors.background` with one of `light` and `dark` | accepts | refuses | The seed format requires both when `background` is given. |
 * | `group-without-pages` | current format: a group of `navigation.groups` with no `pages` key (or a slip of it, `paes`) | accepts | refuses | A group lists its pages unless it takes them from `openapi`, `asyncapi` or `sdk`; without them it is a heading with nothing under it, which the generator's docs never show (as an empty list, see nav-empty-group). A slip of `pages` leaves the pages it meant out of the site. |
 * | `below-first-division` | current format: a wrong type, a value outside its enum (an icon's `library` of `"feather"`) or a missing `group`/`pages`/`tab`/... below a division (`navigation.tabs[0].groups[1].pages[0]` is `42`) | accepts | refuses | The validator checks the navigation's first level only; docslint checks every level by the same rules, since the build cannot place an entry that is not a page or a group. |
 */
import { defineConfigRule, type ConfigContext } from '../../src/config/rule.js'
import { describeValue, formatPath } from '../../src/config/describe.js'
import type { JsonDocument, Segment } from '../../src/config/json.js'
import type { SchemaProblem } from '../../src/config/schema.js'
import type { Report } from '../../src/rule.js'
import { closest, codeList } from '../../src/util/suggest.js'
import { CODE_THEMES } from '../../src/config/code-themes.js'
import { reportUnknownKey } from '../../src/config/unknown-key.js'
import { currentNameOfLegacyKey } from '../../src/config/legacy-keys.js'
import { jsonType } from '../../src/config/normalise.js'

export const configSchema = defineConfigRule(
  {
    id: 'config-schema',
    description: 'docs.json values must match the schema: types, enums, hex colours, required keys',
    severity: 'error',
    fixable: 'renames a misspelt required key to the key it stands for (`clors` → `colors`), and an unknown key of an object the generator closes to the known key it is certainly a slip of'
  },
  (context, { report }) => {
    const { document } = context
    if (context.state !== 'parsed' || !document) return
    for (const problem of context.problems) reportProblem(problem, document, context, report)
  }
)

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: '`true` or `false`',
  object: 'an object',
  array: 'an array',
  null: '`null`'
}

function reportProblem(problem: SchemaProblem, document: JsonDocument, context: ConfigContext, report: Report) {
  const name = `\`${formatPath(problem.path)}\``
  const at = document.rangeOf(problem.path)
  switch (problem.kind) {
    case 'type': {
      const expected = problem.expected.map((type) => typeNames[type] ?? type).join(' or ')
      const actual = typeNames[jsonType(problem.actual)] ?? jsonType(problem.actual)
      const shown = typeof problem.actual === 'object' && problem.actual !== null ? '' : ` (${describeValue(problem.actual)})`
      const allowed = problem.allowed ? `: one of ${codeList(problem.allowed)}` : ''
      const where = problem.path.length === 0 ? context.fileName : name
      report(`${where} must be ${expected}${allowed}, not ${actual}${shown}`, { place: at })
      return
    }
    case 'enum': {
      const suggestion = typeof problem.actual === 'string' ? closest(problem.actual, problem.allowed.map(String)) : undefined
      // With a suggestion, it is a sentence of its own after the list of allowed values.
      const allowed = `use ${codeList(problem.allowed)}${suggestion ? '.' : ''}`
      report(`${name} is ${describeValue(problem.actual)}, which is not allowed: ${allowed}`, {
        place: at,
        suggestion,
        actual: String(problem.actual)
      })
      return
    }
    case 'pattern':
      report(`${name} is ${describeValue(problem.actual)}, which ${problem.explanation ?? 'does not have the expected form'}`, {
        place: at,
        actual: String(problem.actual)
      })
      return
    case 'format': {
      const names = namedFormats[problem.format]
      const suggestion = names && typeof problem.actual === 'string' ? closest(problem.actual, names) : undefined
      report(`${name} is ${describeValue(problem.actual)}, which is not ${formatNames[problem.format] ?? `a valid ${problem.format}`}`, {
        place: at,
        suggestion,
        actual: names ? String(problem.actual) : undefined
      })
      return
    }
    case 'required': {
      const what = problem.about ? ` (${problem.about.replace(/\.$/, '')})` : ''
      const because = problem.because ? `: ${problem.because}` : ''
      const owner = problem.path.length === 0 ? context.fileName : name
      report(`${owner} is missing the required key \`${problem.missing}\`${what}${because}`, {
        place: ownerRange(document, problem.path)
      })
      return
    }
    case 'key-not-allowed': {
      const suggestion = closest(problem.key, problem.allowed.map(String))
      const owner = problem.path.length === 1 ? context.fileName : `\`${formatPath(problem.path.slice(0, -1))}\``
      report(`Key \`${problem.key}\` is not allowed in ${owner}: use ${codeList(problem.allowed)}${suggestion ? '.' : ''}`, {
        place: document.rangeOf(problem.path, 'key'),
        suggestion,
        actual: problem.key
      })
      return
    }
    case 'empty':
      report(`${name} must not be empty`, { place: at })
      return
    case 'duplicate':
      report(
        `${name} repeats ${describeValue(problem.actual)}, already listed at \`${formatPath([...problem.path.slice(0, -1), problem.first])}\``,
        { place: at }
      )
      return
    case 'other':
      report(`${problem.path.length === 0 ? context.fileName : name} ${problem.message}`, { place: at })
      return
    case 'unknown-key': {
      // Any unknown key of an object the generator closes fails its build (a seed-format key of the current
      // format is `config-format`'s, which says where it went); the other unknown keys are `config-unknown-key`'s.
      if (problem.closed && problem.standsFor === undefined && !(context.format === 'current' && currentNameOfLegacyKey(problem.path))) {
        reportUnknownKey(problem, document, context.fileName, report, ', where the generator refuses keys it does not know')
        return
      }
      // A slip of a missing required key fails the file, as the missing key does.
      if (problem.standsFor === undefined) return
      const owner = problem.path.length === 1 ? context.fileName : `\`${formatPath(problem.path.slice(0, -1))}\``
      const place = document.rangeOf(problem.path, 'key')
      report(`Key \`${problem.key}\` in ${owner} stands where the required key \`${problem.standsFor}\` is missing`, {
        place,
        suggestion: problem.standsFor,
        actual: problem.key,
        fix: { place, text: JSON.stringify(problem.standsFor) }
      })
      return
    }
    default:
      return // deprecations have a rule of their own
  }
}

const formatNames: Record<string, string> = {
  uri: 'an absolute URL (like `https://example.com`)',
  'uri-reference': 'a valid URL or path (no spaces or invalid characters)',
  'code-theme': 'the name of a Shiki theme that the generator bundles (like `github-light` or `dracula`; see https://shiki.style/themes)'
}

/** The formats that are lists of names: a wrong one gets the name it is clearly closest to. */
const namedFormats: Record<string, readonly string[]> = { 'code-theme': CODE_THEMES }

/** A missing key is reported on the key of the object that lacks it, or on its `{` when it has no key. */
function ownerRange(document: JsonDocument, path: Segment[]) {
  const last = path.at(-1)
  if (typeof last === 'string') return document.rangeOf(path, 'key')
  const whole = document.rangeOf(path)
  // Spread to keep the file the range is in (a value read through `$ref`).
  return { ...whole, end: { ...whole.start, column: whole.start.column + 1, offset: (whole.start.offset ?? 0) + 1 } }
}
