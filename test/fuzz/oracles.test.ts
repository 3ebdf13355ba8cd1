import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CANARY, materialise, removeCaseFolder, type CaseFolder } from '../../fuzz/case-folder.js'
import { canTrace, startObserved, type ProcessReport } from '../../fuzz/observed-process.js'
import { processDefects } from '../../fuzz/oracles.js'
import { traceFindings, type Bounds } from '../../fuzz/trace.js'
import { projectRoot } from '../e2e/run-cli.js'

/**
 * The fuzz suite's oracles (fuzz/oracles.ts, fuzz/trace.ts) find what they are meant to: a table of strace
 * lines and what each one is, then processes that break each rule on purpose.
 */
const bounds: Bounds = {
  root: '/c/site',
  writable: ['/c/out', '/c/cache'],
  harnessFiles: ['/c/rss'],
  installs: ['/opt/docslint'],
  canaries: ['/c/outside/canary.json']
}

const found = (log: string) => traceFindings(log, bounds)

describe('traceFindings', () => {
  it.each([
    ['a page read in the site', '9 openat(AT_FDCWD</c/site>, "a.mdx", O_RDONLY|O_CLOEXEC) = 17</c/site/a.mdx>\n9 read(17</c/site/a.mdx>, ""..., 65536) = 120', [], []],
    ['docslint and Node reading themselves', '9 read(3</opt/docslint/dist/src/cli.js>, ""..., 4096) = 400\n9 read(4</etc/ssl/openssl.cnf>, ""..., 4096) = 10\n9 read(5</proc/12/maps>, ""..., 1024) = 1024', [], []],
    ['the cache written beside itself, its name beginning with two dots', '9 openat(AT_FDCWD</c/site>, "/c/site/..docslintcache.docslint-1.tmp", O_WRONLY|O_CREAT|O_EXCL, 0666) = 18</c/site/..docslintcache.docslint-1.tmp>\n9 rename("/c/site/..docslintcache.docslint-1.tmp", "/c/site/.docslintcache") = 0', [], []],
    ['the preview written to --out', '9 mkdir("/c/out/guides", 0777) = 0\n9 openat(AT_FDCWD</c/site>, "/c/out/guides/a.html", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 19</c/out/guides/a.html>', [], []],
    ['the folders above the site listed for configuration', '9 getdents64(20</c>, 0x1 /* 6 entries */, 32768) = 200\n9 getdents64(21</>, 0x1 /* 20 entries */, 32768) = 600', [], []],
    ['an open that fails, or is only opened (a device seen and refused)', '9 openat(AT_FDCWD</c/site>, "/etc/passwd", O_RDONLY) = -1 EACCES (Permission denied)\n9 openat(AT_FDCWD</c/site>, ".docslintrc.json", O_RDONLY|O_NONBLOCK) = 22</dev/zero>', [], []],
    ['the canary read', '9 openat(AT_FDCWD</c/site>, "/c/outside/canary.json", O_RDONLY) = 23</c/outside/canary.json>\n9 read(23</c/outside/canary.json>, ""..., 100) = 40', [], ['read /c/outside/canary.json']],
    ['/dev/zero read through a link in the site', '9 openat(AT_FDCWD</c/site>, ".docslintrc.json", O_RDONLY|O_CLOEXEC) = 22</dev/zero>\n9 read(22</dev/zero>, ""..., 65536) = 65536', [], ['read /dev/zero (through /c/site/.docslintrc.json)']],
    ['/dev/urandom read through a link, though Node may read it itself', '9 openat(AT_FDCWD</c/site>, "package.json", O_RDONLY) = 22</dev/urandom>\n9 read(22</dev/urandom>, ""..., 65536) = 65536', [], ['read /dev/urandom (through /c/site/package.json)']],
    ['a folder outside listed', '9 getdents64(24</c/outside>, 0x1 /* 6 entries */, 32768) = 200', [], ['listed /c/outside']],
    ['a call cut by another thread, then resumed', '9 openat(AT_FDCWD</c/site>, "x", O_RDONLY <unfinished ...>\n10 read(3</opt/docslint/a.js>, ""..., 10) = 10\n9 <... openat resumed>) = 25</etc/passwd>\n9 read(25</etc/passwd>, ""..., 10) = 10', [], ['read /etc/passwd (through /c/site/x)']],
    ['a file written outside', '9 openat(AT_FDCWD</c/site>, "../elsewhere/index.html", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 26</c/elsewhere/index.html>', ['openat /c/elsewhere/index.html'], []],
    ['a file written through a linked folder', '9 openat(AT_FDCWD</c/site>, ".cursor/rules/x.mdc", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 27</c/elsewhere/rules/x.mdc>', ['openat /c/elsewhere/rules/x.mdc (as /c/site/.cursor/rules/x.mdc)'], []],
    ['a device replaced', '9 rename("/dev/.null.docslint-1.tmp", "/dev/null") = 0', ['rename /dev/.null.docslint-1.tmp', 'rename /dev/null'], []],
    ['a folder made outside', '9 mkdirat(AT_FDCWD</c/site>, "/c/victim", 0777) = 0', ['mkdirat /c/victim'], []]
  ])('%s', (_, log, writes, reads) => {
    expect(found(log)).toEqual({ writes, reads })
  })
})

const report = (fields: Partial<ProcessReport>): ProcessReport => ({ status: 0, signal: null, stdout: '', stderr: '', ms: 100, peakMiB: 120, ...fields })

describe('processDefects', () => {
  let caseFolder: CaseFolder
  const defects = (fields: Partial<ProcessReport>) => processDefects(report(fields), caseFolder, { installs: [projectRoot] }).map((defect) => defect.kind)

  it.each([
    ['a clean exit, findings, a one-line failure', [{ status: 0 }, { status: 1, stdout: 'a.mdx\n  1:1  error  x  rule\n' }, { status: 2, stderr: 'docslint: cannot read x\n' }], []],
    ['an exit status that is no status of docslint', [{ status: 3 }], ['crash']],
    ['a signal', [{ status: null, signal: 'SIGSEGV' as const }], ['crash']],
    ['an internal error', [{ status: 2, stderr: 'docslint: internal error: x is not iterable (run again with --debug ...)\n' }], ['crash']],
    ['a stack trace', [{ status: 2, stderr: 'docslint: x\n    at run (file:///opt/docslint/dist/src/a.js:1:2)\n' }], ['stack trace']],
    ['a line not in the one-line form', [{ status: 0, stderr: '(node:12) Warning: something\n' }], ['stray output']],
    ['killed past its time', [{ status: null, signal: 'SIGKILL' as const, killed: 'time' as const }], ['hang']],
    ['killed past the memory limit, or out of heap', [{ status: null, signal: 'SIGKILL' as const, killed: 'memory' as const }, { status: 134, stderr: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n' }], ['memory', 'memory', 'stray output']],
    ['a peak over the ceiling', [{ peakMiB: 501 }], ['memory']],
    ['the canary printed', [{ status: 2, stderr: `docslint: Unknown rule \`${CANARY}\`\n` }], ['reads outside']]
  ])('%s', (_, reports, kinds) => {
    caseFolder = materialise({ family: 'mdx', files: {}, build: false, origin: 'test' })
    try {
      expect(reports.flatMap((fields) => defects(fields))).toEqual(kinds)
    } finally {
      removeCaseFolder(caseFolder)
    }
  })
})

describe('a traced process that reads and writes outside its site', () => {
  const trace = canTrace()

  it('is caught by the strace log and the canary', async () => {
    if (!trace) {
      console.log('strace is not installed or cannot trace here (apt-get install strace): the traced oracles are not tested')
      return
    }
    const scripts = mkdtempSync(path.join(tmpdir(), 'docslint-oracle-'))
    const caseFolder = materialise({ family: 'mdx', files: {}, build: false, origin: 'test' })
    try {
      // Stands in for docslint: reads the canary beside the site and writes a file beside it.
      const script = path.join(scripts, 'misbehave.mjs')
      writeFileSync(script, "import { readFileSync, writeFileSync } from 'node:fs'\nreadFileSync('../outside/canary.txt')\nwriteFileSync('../victim.html', 'x')\n")
      const observed = await startObserved(script, [], caseFolder, { timeoutMs: 60_000, traced: true, trace: path.join(caseFolder.folder, 'trace-0.log') }).report
      const kinds = processDefects(observed, caseFolder, { installs: [projectRoot, scripts] }).map((defect) => `${defect.kind}: ${defect.detail}`)
      expect(kinds).toEqual([`writes outside: openat ${caseFolder.folder}/victim.html`, `reads outside: read ${caseFolder.outside}/canary.txt`])
    } finally {
      removeCaseFolder(caseFolder)
      rmSync(scripts, { recursive: true, force: true })
    }
  }, 120_000)
})
