import { describe, expect, it, jest } from '@jest/globals'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Issue 32, item 12: pages deleted while the site is checked (a branch switched, a folder removed). The pages
 * named in `deleting` are removed at the same moment every time: right after the discovery walk that found them
 * (unified-engine then finds no file), or when unified-engine first loads the site's `.docslintrc.json`, which it
 * does after it looked at every file and before it reads any (the read then fails).
 */
const deleting: { files: string[]; when: 'walked' | 'configured' } = { files: [], when: 'walked' }
const deleteNow = (when: typeof deleting.when) => {
  if (deleting.when === when) for (const file of deleting.files.splice(0)) rmSync(file)
}
const discovery = await import('../../src/discovery.js')
jest.unstable_mockModule('../../src/discovery.js', () => ({
  ...discovery,
  walkSite: async (...args: Parameters<typeof discovery.walkSite>) => {
    const walked = await discovery.walkSite(...args)
    deleteNow('walked')
    return walked
  }
}))
const rc = await import('../../src/config/rc.js')
jest.unstable_mockModule('../../src/config/rc.js', () => ({
  ...rc,
  configTransform: (...args: Parameters<typeof rc.configTransform>) => {
    deleteNow('configured')
    return rc.configTransform(...args)
  }
}))
// Imported after the wrapping: test/helpers.ts imports the engine, which must import the wrapped modules.
const { check } = await import('../../src/engine.js')
const { docsJson, navigationOf, page, toFinding, withSite } = await import('../helpers.js')

/** Each reported message as `path rule: reason`, and the notices said on the way. */
async function checkDeleting(root: string, files: string[], when: typeof deleting.when): Promise<{ messages: string[]; notices: string[] }> {
  Object.assign(deleting, { files: files.map((file) => path.join(root, file)), when })
  const notices: string[] = []
  const reported = await check({ paths: [root], cwd: root, notice: (line) => notices.push(line) })
  const messages = reported.flatMap((file) => file.messages.map((message) => `${file.path} ${toFinding(message).ruleId}: ${message.reason}`))
  return { messages, notices }
}

describe('a page deleted during a check', () => {
  const deletedWhen = [
    ['after discovery found it', 'walked'],
    ['after unified-engine found it, before it read it', 'configured']
  ] as const

  it.each(deletedWhen)('%s: it is said to be gone, on one line, and the check goes on; navigation that names it has no page', async (_name, when) => {
    const site = { 'docs.json': docsJson(navigationOf('index', 'guide')), 'index.mdx': page('Hello.\n'), 'guide.mdx': page('Guide.\n'), '.docslintrc.json': '{}' }
    await withSite(site, async (root) => {
      expect(await checkDeleting(root, ['guide.mdx'], when)).toEqual({
        messages: ['docs.json nav-missing-page: Navigation entry `guide` has no page: neither `guide.mdx` nor `guide.md` exists'],
        notices: ['guide.mdx was deleted during the check: it is not checked']
      })
    })
  })

  it.each(deletedWhen)('%s: 3,000 pages deleted make one short line, not a failure of the run', async (_name, when) => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': page('Hello.\n'), '.docslintrc.json': '{}' }, async (root) => {
      mkdirSync(path.join(root, 'old'))
      const pages = Array.from({ length: 3000 }, (_, index) => `old/page-${String(index).padStart(4, '0')}.mdx`)
      for (const name of pages) writeFileSync(path.join(root, name), page('Old.\n'))
      const { messages, notices } = await checkDeleting(root, pages, when)
      expect(messages).toEqual([])
      expect(notices).toEqual(['3,000 pages were deleted during the check and are not checked: old/page-0000.mdx, old/page-0001.mdx, old/page-0002.mdx and 2,997 more'])
    })
  })
})
