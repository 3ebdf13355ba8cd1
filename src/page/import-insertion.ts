/**
 * Where a page takes one more `import`: after its last import (the block goes on), else after its front matter
 * (a blank line between), else at its top. Worked out while the page's tree is at hand, as offsets into its
 * text, so that a site step can add the import it finds the page needs (component-unknown's).
 */
import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdx'

export interface ImportInsertion {
  at: number
  before: string
  after: string
}

export function importInsertion(tree: Root): ImportInsertion | undefined {
  const imports = tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm' && hasImport(node))
  const lastImport = imports.at(-1)?.position?.end.offset
  if (lastImport !== undefined) return { at: lastImport, before: '\n', after: '' }
  const frontmatter = tree.children.find((node) => node.type === 'yaml')
  if (frontmatter) return frontmatter.position?.end.offset === undefined ? undefined : { at: frontmatter.position.end.offset, before: '\n\n', after: '' }
  return { at: 0, before: '', after: '\n\n' }
}

function hasImport(node: MdxjsEsm): boolean {
  return (node.data?.estree?.body ?? []).some((statement) => statement.type === 'ImportDeclaration')
}
