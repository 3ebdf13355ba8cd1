import type { Root } from 'mdast'
import { readFrontmatter } from './frontmatter.js'
import type { RuleContext } from '../rule.js'

/** A front-matter string every page needs, and how its messages word it. */
export interface RequiredField {
  key: string
  /** A value to show in the message (`title: Quick start`). */
  example: string
  /** What to write instead of an empty value. */
  advice: string
  /** Whether a page with no front matter at all is this field's to report. */
  reportNoFrontmatter: boolean
}

/** Reports a required front-matter string that is missing, empty or of another type. */
export function checkRequiredField(tree: Root, { file, report }: Pick<RuleContext, 'file' | 'report'>, field: RequiredField): void {
  const frontmatter = readFrontmatter(tree, file)
  if (!frontmatter) {
    if (field.reportNoFrontmatter) {
      report(`Page has no front matter: start it with \`---\`, \`${field.key}: ${field.example}\`, \`description: ...\`, \`---\``, {
        place: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }
      })
    }
    return
  }
  // Invalid YAML is frontmatter-syntax's to report; nothing can be said of its fields.
  if (!frontmatter.data) return
  const written = frontmatter.fields.get(field.key)
  if (!written) {
    report(`Front matter has no \`${field.key}\`: add \`${field.key}: ${field.example}\``, { place: frontmatter.place })
  } else if (written.value === null || (typeof written.value === 'string' && written.value.trim() === '')) {
    report(`\`${field.key}\` is empty: write ${field.advice}`, { place: written.place })
  } else if (typeof written.value !== 'string') {
    report(`\`${field.key}\` must be a string, not ${describe(written.value)}`, { place: written.place })
  }
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  return typeof value === 'object' ? 'a mapping' : `a ${typeof value} (${JSON.stringify(value)}); quote it`
}
