import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'

const page = (title: string) => `---\ntitle: "${title}"\ndescription: "The ${title} page."\n---\n\nText.\n`

/**
 * A site whose links lead everywhere they should not: to `/`, `/etc`, itself (`.`), its parent (`..`), a folder
 * and a file outside it, `/dev/zero`; and a FIFO page. Outside it lie traps: a FIFO page (reading it hangs).
 */
export function hostileSite(): { root: string; outside: string } {
  const base = realpathSync(mkdtempSync(path.join(tmpdir(), 'docslint-hostile-')))
  const root = path.join(base, 'site')
  const outside = path.join(base, 'outside')
  mkdirSync(root)
  mkdirSync(outside)
  writeFileSync(path.join(root, 'docs.json'), JSON.stringify({ name: 'Hostile', navigation: [{ group: 'G', pages: ['index', 'guide/real'] }] }))
  writeFileSync(path.join(root, 'index.mdx'), page('Home'))
  mkdirSync(path.join(root, 'guide'))
  writeFileSync(path.join(root, 'guide/real.mdx'), page('Real'))
  symlinkSync('real.mdx', path.join(root, 'guide/alias.mdx'))
  writeFileSync(path.join(outside, 'secret.mdx'), 'SECRET\n')
  mkfifo(path.join(outside, 'trap.mdx'))
  symlinkSync('/', path.join(root, 'r'))
  symlinkSync('/etc', path.join(root, 'e'))
  symlinkSync('.', path.join(root, 'loop'))
  symlinkSync('..', path.join(root, 'up'))
  symlinkSync(outside, path.join(root, 'linked'))
  symlinkSync('/dev/zero', path.join(root, 'zero.mdx'))
  symlinkSync(path.join(outside, 'secret.mdx'), path.join(root, 'secret.mdx'))
  symlinkSync(path.join(outside, 'trap.mdx'), path.join(root, 'trap.mdx'))
  symlinkSync('nowhere.mdx', path.join(root, 'dangling.mdx'))
  symlinkSync('loop-b.mdx', path.join(root, 'loop-a.mdx'))
  symlinkSync('loop-a.mdx', path.join(root, 'loop-b.mdx'))
  symlinkSync('guide', path.join(root, 'v2'))
  mkfifo(path.join(root, 'fifo.mdx'))
  return { root, outside }
}

export function mkfifo(file: string): void {
  const result = spawnSync('mkfifo', [file])
  if (result.status !== 0) throw new Error(`mkfifo ${file} failed: ${result.stderr}`)
}
