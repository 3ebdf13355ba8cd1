import { describe, expect, it } from '@jest/globals'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import { VFile } from 'vfile'
import { imageFrame } from '../../rules/page/image-frame.js'
import { componentAttributes } from '../../rules/page/component-attributes.js'

/** A page rule is also a remark-lint rule: its plugin runs in any remark pipeline, at the severity it is given. */
async function runAlone(plugin: unknown, severity: 'warn' | 'error', text: string) {
  const file = new VFile({ path: 'page.mdx', value: text })
  const processor = unified().use(remarkParse).use(remarkMdx).use(plugin as never, [severity])
  await processor.run(processor.parse(file), file)
  return file.messages.map((message) => ({ ruleId: message.ruleId, source: message.source, fatal: message.fatal, at: `${message.line}:${message.column}`, url: message.url }))
}

describe('page rules run alone as remark-lint rules', () => {
  it('report with their id, docs URL and the severity the plugin is given', async () => {
    const messages = await runAlone(imageFrame.plugin, 'warn', '![The API keys page](/keys.png)\n')
    expect(messages).toEqual([
      { ruleId: 'image-frame', source: 'docslint', fatal: false, at: '1:1', url: expect.stringMatching(/docs\/rules\/image-frame\.md$/) }
    ])
  })

  it('take their default options', async () => {
    const messages = await runAlone(componentAttributes.plugin, 'error', '<Steps>\n<Step>Text</Step>\n</Steps>\n')
    expect(messages.map((message) => [message.ruleId, message.at, message.fatal])).toEqual([['component-attributes', '2:1', true]])
  })
})
