/** The example site every fuzz case starts from (examples/acme), and its text files. */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** This checkout: the fuzz modules run from fuzz/ (jest) or dist/fuzz/ (`npm run fuzz`). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', ...(import.meta.url.includes('/dist/') ? ['..'] : []))

export const BASE_SITE = path.join(PROJECT_ROOT, 'examples/acme')

/** The example site's text files (pages, docs.json, the spec), by path from its root. */
export function baseTexts(): Record<string, string> {
  const texts: Record<string, string> = {}
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (/\.(mdx?|json|ya?ml)$/.test(name)) texts[path.relative(BASE_SITE, file).split(path.sep).join('/')] = readFileSync(file, 'utf8')
    }
  }
  walk(BASE_SITE)
  return texts
}
