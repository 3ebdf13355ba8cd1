import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isInside } from '../../src/site/root.js'
import { hostileSite } from '../hostile-site.js'
import { projectRoot, runCli } from './run-cli.js'

describe('discovery never leaves the site root (built CLI)', () => {
  it('checks a site with links to /, /etc, . and .., /dev/zero and a FIFO page in seconds, reporting the links out', () => {
    const { root, outside } = hostileSite()
    const started = performance.now()
    const result = spawnSync(process.execPath, [path.join(projectRoot, 'dist/src/cli.js'), 'check', '--format', 'json'], { cwd: root, encoding: 'utf8', timeout: 20_000 })
    const seconds = (performance.now() - started) / 1000
    expect(result.signal).toBeNull()
    expect(seconds).toBeLessThan(15)
    const files = JSON.parse(result.stdout) as { path: string; messages: { ruleId: string; reason: string }[] }[]
    const outsideRoot = (real: string) => `nav-outside-root: Not checked: this file is reached through a symbolic link and is really \`${real}\`, outside the site root`
    expect(files.map((file) => [file.path, file.messages.map((m) => (m.ruleId === 'nav-outside-root' ? `${m.ruleId}: ${m.reason}` : m.ruleId))])).toEqual([
      ['docs.json', []],
      ['guide/alias.mdx', ['page-orphan']],
      ['guide/real.mdx', []],
      ['index.mdx', []],
      ['secret.mdx', [outsideRoot(path.join(outside, 'secret.mdx'))]],
      ['trap.mdx', [outsideRoot(path.join(outside, 'trap.mdx'))]],
      ['zero.mdx', [outsideRoot('/dev/zero')]]
    ])
    expect(result.status).toBe(1)
  })

  it('opens no file and lists no folder outside the root (traced with strace, where there is one)', () => {
    if (spawnSync('strace', ['-V']).status !== 0) return
    const { root, outside } = hostileSite()
    const log = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-trace-')), 'trace.log')
    const cli = path.join(projectRoot, 'dist/src/cli.js')
    const traced = spawnSync('strace', ['-f', '-qq', '-e', 'trace=open,openat', '-o', log, process.execPath, cli, 'check', root, '--format', 'json'], { encoding: 'utf8', timeout: 30_000 })
    expect(traced.signal).toBeNull()
    const opened = [...readFileSync(log, 'utf8').matchAll(/open(?:at)?\((?:AT_FDCWD, )?"([^"]+)", ([^)]*)\)/g)].map((match) => ({ file: path.resolve(root, match[1]), flags: match[2] }))
    expect(opened.filter(({ file }) => isInside(file, outside) || file === '/dev/zero')).toEqual([])
    // Folders listed: the site's own, and those node itself reads to load docslint.
    const listed = opened.filter(({ flags }) => flags.includes('O_DIRECTORY')).map(({ file }) => file)
    expect(listed.filter((file) => !isInside(file, root) && !isInside(file, projectRoot))).toEqual([])
  })

  it('fails clearly when the path named is a FIFO, instead of reading it', () => {
    const { root } = hostileSite()
    const result = runCli(['check', 'fifo.mdx'], root)
    expect(result.status).toBe(2)
    expect(result.stderr).toBe('docslint: Not a file or folder: fifo.mdx (a FIFO, socket or device is not checked)\n')
  })
})
