import { readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from './run-cli.js'

/** The text of the README's first fenced block in `language` that contains `marker`: a snippet users copy. */
export function readmeSnippet(language: string, marker: string): string {
  const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8')
  const blocks = [...readme.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((match) => match[1])
  const block = blocks.find((text) => text.includes(marker))
  if (block === undefined) throw new Error(`README.md has no \`\`\`${language} block containing ${marker}`)
  return block
}
