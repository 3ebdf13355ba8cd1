import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCli } from './run-cli.js'

/*
 * Pages checked in worker threads give the report and the preview that checking them in the main thread gives,
 * byte for byte: every fixture site (each one below test/fixtures/sites, the one without docs.json, and the
 * example site) at `--concurrency 1` and at 2 and 3 threads.
 */
const sites = ['test/fixtures/sites', 'test/fixtures/sites/no-config', 'examples/acme']

/** Every file below `folder`, by path, with its bytes. */
function filesBelow(folder: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name)
    if (entry.isDirectory()) for (const [name, bytes] of filesBelow(path.join(folder, entry.name), relative)) files.set(name, bytes)
    else files.set(relative, readFileSync(path.join(folder, entry.name)))
  }
  return files
}

describe('--concurrency', () => {
  it('gives the same JSON report (every field of every message) from worker threads as from the main thread', () => {
    const inProcess = runCli(['check', ...sites, '--format', 'json', '--concurrency', '1'])
    expect(inProcess.stderr).toBe('')
    expect(inProcess.status).toBe(1)
    expect((JSON.parse(inProcess.stdout) as unknown[]).length).toBeGreaterThan(70)
    for (const threads of ['2', '3']) {
      const workers = runCli(['check', ...sites, '--format', 'json', '--concurrency', threads])
      expect({ status: workers.status, stderr: workers.stderr }).toEqual({ status: 1, stderr: '' })
      expect(workers.stdout === inProcess.stdout).toBe(true)
    }
  })

  it('builds the same preview from worker threads as from the main thread (from 4 threads, they highlight the code)', () => {
    const built = ['1', '2', '4'].map((threads) => {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-concurrency-')), 'site')
      const { status, stderr } = runCli(['build', 'test/fixtures/sites/current-preview', '--out', out, '--concurrency', threads])
      expect({ status, stderr: stderr.replace(/ in \d+\.\d s/, '') }).toEqual({ status: 0, stderr: expect.stringMatching(/^docslint: built 13 pages into /) })
      return filesBelow(out)
    })
    for (const other of built.slice(1)) {
      expect([...other.keys()]).toEqual([...built[0].keys()])
      for (const [name, bytes] of built[0]) expect({ name, same: bytes.equals(other.get(name)!) }).toEqual({ name, same: true })
    }
  })

  it('refuses a number of threads below 1', () => {
    const { status, stderr } = runCli(['check', 'examples/acme', '--concurrency', '0'])
    expect(status).toBe(2)
    expect(stderr).toContain('expected a whole number of threads, 1 or more')
  })
})
