import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { commitAll, git, tempRepo } from './git.js'

/*
 * A small site for the tests of a change's check (`--changed`, the Action on a pull request, the pre-commit
 * hook): three pages in the navigation, and one problem already there (guide.mdx links to `/old`).
 */
export const CHANGED_SITE: Record<string, string> = {
  'docs/docs.json': `${JSON.stringify(
    { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Acme', colors: { primary: '#0B6E4F' }, navigation: { groups: [{ group: 'Guides', pages: ['index', 'setup', 'guide'] }] } },
    null,
    2
  )}\n`,
  'docs/index.mdx': `${frontMatter('Home')}Start with [the setup](/setup), then read [the guide](/guide).\n`,
  'docs/setup.mdx': `${frontMatter('Setup')}Install the tool.\n`,
  'docs/guide.mdx': `${frontMatter('Guide')}Read [the setup](/setup).\n\nSee [the old page](/old).\n`
}

export function frontMatter(title: string): string {
  return `---\ntitle: "${title}"\ndescription: "The ${title} page."\n---\n\n`
}

/** A repository holding the site committed on main, on a new branch `feature`; returns its folder. */
export function changedSiteRepository(): string {
  const repo = tempRepo('docslint-changed-')
  writeFiles(repo, CHANGED_SITE)
  commitAll(repo, 'Docs')
  git(repo, ['checkout', '--quiet', '-b', 'feature'])
  return repo
}

export function writeFiles(repo: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    writeFileSync(path.join(repo, file), text)
  }
}

