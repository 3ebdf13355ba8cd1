import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { readFrontmatter } from './frontmatter.js'
import { yamlValue, type Grounded } from './grounded.js'
import type { Report, ReportOptions, RuleContext } from '../rule.js'
import type { CompleteOnSite } from './rule.js'
import { operationOf } from '../openapi/endpoint-index.js'
import { valueWords } from './frontmatter-schema.js'

/** A front-matter string every page needs, and how its messages word it. */
export interface RequiredField {
  key: string
  /**
   * What to write (`one sentence on what the page is for`): where the page gives no value to offer, the message
   * says this rather than show an example value, which would read as one to copy.
   */
  advice: string
  /** Whether a page with no front matter at all is this field's to report. */
  reportNoFrontmatter: boolean
  /** The value the page itself gives for the field, offered as the fix when the field is missing or empty. */
  grounded?: (tree: Root, file: VFile) => Grounded | undefined
}

/** Reports a required front-matter string that is missing, empty or of another type. */
export function checkRequiredField(tree: Root, { file, report }: Pick<RuleContext, 'file' | 'report'>, field: RequiredField): void {
  const frontmatter = readFrontmatter(tree, file)
  const grounded = () => field.grounded?.(tree, file)
  if (!frontmatter) {
    if (field.reportNoFrontmatter) {
      const place = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }
      const found = grounded()
      if (found) reportGrounded(report, 'Page has no front matter: start it with `---`, the line', field, found, place, ', `description: ...`, `---`')
      else report(`Page has no front matter: start it with \`---\`, \`${field.key}: ...\` (${field.advice}), \`description: ...\`, \`---\``, { place })
    }
    return
  }
  // Invalid YAML is frontmatter-syntax's to report; nothing can be said of its fields.
  if (!frontmatter.data) return
  const written = frontmatter.fields.get(field.key)
  if (!written) {
    const found = grounded()
    // An endpoint page may take the field from its operation: the site step (openapiFieldStep) tells.
    const openapi = frontmatter.data.openapi
    const data = typeof openapi === 'string' ? { openapi, key: field.key } : undefined
    if (found) reportGrounded(report, `Front matter has no \`${field.key}\`: add`, field, found, frontmatter.place, '', data)
    else report(`Front matter has no \`${field.key}\`: add \`${field.key}: ...\`, ${field.advice}`, { place: frontmatter.place, data })
  } else if (written.value === null || (typeof written.value === 'string' && written.value.trim() === '')) {
    const found = grounded()
    if (found) reportGrounded(report, `\`${field.key}\` is empty: write`, field, found, written.place)
    else report(`\`${field.key}\` is empty: write ${field.advice}`, { place: written.place })
  } else if (typeof written.value !== 'string') {
    report(`\`${field.key}\` must be a string, not ${describe(written.value)}`, { place: written.place })
  }
}

/** "... add `title: Getting started` (its level-1 heading)": the value offered as the fix, and where it comes from. */
function reportGrounded(report: Report, lead: string, field: RequiredField, found: Grounded, place: ReportOptions['place'], after = '', data?: ReportOptions['data']): void {
  report(`${lead} \`${field.key}: ${yamlValue(found.value)}\` (${found.source})${after}`, { place, expected: [found.value], data })
}

/** Which field of an OpenAPI operation the site generator takes a missing front-matter field from. */
const operationFields: Record<string, string> = { title: 'summary', description: 'description' }

/**
 * The site step of a required field's message on an endpoint page (`openapi: "GET /users"`): the generator takes
 * a missing `title` from the operation's `summary` and a missing `description` from its `description`, so the
 * message is dropped where the operation gives one.
 */
export const openapiFieldStep: CompleteOnSite = (message, { site }) => {
  const { openapi, key } = message.data
  if (typeof openapi !== 'string' || typeof key !== 'string') return
  const value = operationOf(site.openapi, openapi)?.[operationFields[key]]
  if (typeof value === 'string' && value.trim() !== '') return 'drop'
}

/** What a value that should be a string is, and, for one written bare (`404`, `true`), to quote it. */
export function describe(value: unknown): string {
  return typeof value === 'object' ? valueWords(value) : `${valueWords(value)}; quote it`
}
