import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { failureReport } from '../../src/cli/main.js'
import { docsJson, localServer, page, withSite } from '../helpers.js'
import { projectRoot, runCli } from '../e2e/run-cli.js'

/**
 * Issue 32, item 9: an error of the machine (permissions, a full disk, a file where a folder should be) is the
 * user's environment, not a bug: one line that names the path and what to do, never "internal error ...
 * please report it". Run as root, permissions do not stop docslint and a file size limit is the only one a
 * test can set, so EACCES, EEXIST and the rest are checked on the failure line itself.
 */

/** An error as Node's fs makes it: `CODE: what, syscall 'path' -> 'dest'`, with its errno fields. */
function systemError(code: string, syscall: string, file?: string, dest?: string): Error {
  const where = file ? ` '${file}'${dest ? ` -> '${dest}'` : ''}` : ''
  return Object.assign(new Error(`${code}: node's own words, ${syscall}${where}`), { errno: -1, code, syscall, ...(file ? { path: file } : {}), ...(dest ? { dest } : {}) })
}

describe('the failure line of an error of the machine', () => {
  const cwd = process.cwd()
  const cases: [Error, string][] = [
    [systemError('EACCES', 'open', path.join(cwd, 'docs/report.json')), 'cannot open docs/report.json: permission denied (EACCES); check the permissions of the file and of its folder'],
    [systemError('EPERM', 'unlink', path.join(cwd, 'docs/a.mdx')), 'cannot delete docs/a.mdx: operation not permitted (EPERM); check the permissions of the file and of its folder'],
    [systemError('ENOTDIR', 'mkdir', 'notes.txt/out'), 'cannot make the folder notes.txt/out: a part of the path is a file, not a folder (ENOTDIR); check the path'],
    [systemError('EEXIST', 'mkdir', path.join(cwd, '.cursor')), 'cannot make the folder .cursor: something is there already (EEXIST); move it away, or choose another path'],
    [systemError('EFBIG', 'write'), 'cannot write: the file would be larger than this system allows (EFBIG); raise the file size limit (`ulimit -f`)'],
    [systemError('ENOSPC', 'write'), 'cannot write: no space left on the device (ENOSPC); free some space'],
    [systemError('EROFS', 'open', '/mnt/docs/report.json'), 'cannot open /mnt/docs/report.json: the file system is read-only (EROFS); choose a path on a writable one'],
    [systemError('EISDIR', 'open', path.join(cwd, 'docs')), 'cannot open docs: it is a folder (EISDIR); name a file'],
    [systemError('ENOENT', 'scandir', path.join(cwd, 'docs/gone')), 'cannot list the folder docs/gone: no such file or folder (ENOENT); check the path'],
    [systemError('EMFILE', 'open', path.join(cwd, 'a.mdx')), 'cannot open a.mdx: too many open files (EMFILE); raise the limit of open files (`ulimit -n`)'],
    [systemError('ELOOP', 'stat', path.join(cwd, 'loop')), 'cannot look at loop: too many symbolic links, or a link that leads back to itself (ELOOP); check the links on the path'],
    [systemError('EXDEV', 'rename', path.join(cwd, 'a.tmp'), '/mnt/a'), 'cannot move a.tmp to /mnt/a: it is on another file system (EXDEV); choose a path on the same one'],
    // A code without words of docslint's: Node's own.
    [systemError('ESTALE', 'open', path.join(cwd, 'a.mdx')), "cannot open a.mdx: node's own words (ESTALE)"]
  ]
  it.each(cases)('%s', (error, line) => {
    expect(failureReport(error, false)).toBe(`docslint: ${line}\n`)
  })

  it('an error that is not the machine\'s (a bug) is still an internal error; a code that is no errno code is not the machine\'s', () => {
    expect(failureReport(new TypeError('x is not a function'), false)).toMatch(/^docslint: internal error: x is not a function \(run again/)
    expect(failureReport(Object.assign(new Error('Cannot create a string longer than 0x1fffffe8 characters'), { code: 'ERR_STRING_TOO_LONG' }), false)).toMatch(/^docslint: internal error: /)
  })

  it('with --debug, the stack trace follows the line', () => {
    const error = systemError('ENOSPC', 'write')
    expect(failureReport(error, true)).toBe(`docslint: cannot write: no space left on the device (ENOSPC); free some space\n${error.stack}\n`)
  })
})

describe('errors of the machine, end to end', () => {
  const site = { 'docs.json': docsJson(), 'index.mdx': page('Hello.\n'), 'notes.txt': 'x\n' }

  it('a report under a file (ENOTDIR)', async () => {
    await withSite(site, async (root) => {
      const { status, stdout, stderr } = runCli(['check', '.', '-o', 'notes.txt/report.json'], root)
      expect({ status, stdout, stderr }).toEqual({ status: 2, stdout: '', stderr: 'docslint: cannot write the report to notes.txt/report.json: a part of the path is a file, not a folder (ENOTDIR); check the path\n' })
    })
  })

  it('a report larger than the file size limit (EFBIG, `ulimit -f 1`)', async () => {
    const pages = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`p${index}.mdx`, '# Heading one\n']))
    await withSite({ ...site, ...pages }, async (root) => {
      const cli = path.join(projectRoot, 'dist/src/cli.js')
      const result = await run('bash', ['-c', `ulimit -f 1 && exec "${process.execPath}" "${cli}" check . --format json -o report.json`], root)
      expect(result).toEqual({ status: 2, stdout: '', stderr: 'docslint: cannot write the report to report.json: the file would be larger than this system allows (EFBIG); raise the file size limit (`ulimit -f`)\n' })
    })
  })
})

describe('a remote spec fetched where there is too little memory for the HTTP parser (`ulimit -v`)', () => {
  let server: Awaited<ReturnType<typeof localServer>>
  let url: string

  beforeAll(async () => {
    server = await localServer((_request, response) => response.writeHead(200, { 'content-type': 'application/yaml' }).end('openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\n'))
    url = `${server.base}/spec.yaml`
  })

  afterAll(() => server.close())

  it('is a positioned openapi-missing finding that says so, not an internal error', async () => {
    await withSite({}, async (root) => {
      writeFileSync(path.join(root, 'docs.json'), JSON.stringify({ name: 'API', openapi: url, navigation: [] }, null, 2))
      const cli = path.join(projectRoot, 'dist/src/cli.js')
      // 4 GB of address space runs docslint; WebAssembly reserves more for the parser's memory, and fails.
      const result = await run('bash', ['-c', `ulimit -v 4000000 && exec "${process.execPath}" "${cli}" check . --format json --concurrency 1`], root)
      expect(result.stderr).toBe('')
      const messages = (JSON.parse(result.stdout) as { messages: { ruleId: string; line: number; reason: string }[] }[]).flatMap((file) => file.messages)
      // A Node whose fetch needs no such memory fetches the spec: then there is nothing to report.
      if (result.status === 0) return void expect(messages).toEqual([])
      expect(result.status).toBe(1)
      expect(messages.map(({ ruleId, line, reason }) => `${ruleId} ${line} ${reason.replace(/ \(WebAssembly\.\w+\(\): Out of memory[^)]*\)/, '')}`)).toEqual([
        `openapi-missing 3 Cannot fetch \`${url}\`: there was not enough memory to receive it; raise the memory limit (\`ulimit -v\`), or leave remote files out with \`--offline\``
      ])
    })
  })
})

/** Runs a command without blocking this process (the test's server answers meanwhile). */
function run(command: string, args: string[], cwd: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1' } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}
