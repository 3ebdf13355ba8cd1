import { describe, expect, it } from '@jest/globals'
import { VFile } from 'vfile'
import { withoutStackTrace } from '../../src/util/without-stack-trace.js'

describe('withoutStackTrace', () => {
  it('makes a message as file.message() does, with no stack captured', () => {
    const file = new VFile({ path: 'a.mdx', value: 'x' })
    const message = withoutStackTrace(() => file.message('Write `x`', { place: { line: 1, column: 1 }, ruleId: 'r', source: 'docslint' }))
    expect(message).toMatchObject({ reason: 'Write `x`', line: 1, column: 1, ruleId: 'r', source: 'docslint', stack: '' })
    expect(file.messages).toEqual([message])
    expect(withoutStackTrace(() => new Error('inside')).stack).toBe('Error: inside')
  })

  it('puts the stack trace limit back, also when making throws', () => {
    const limit = Error.stackTraceLimit
    expect(() => withoutStackTrace(() => { throw new Error('failed') })).toThrow('failed')
    expect(Error.stackTraceLimit).toBe(limit)
    expect(new Error('after').stack).toMatch(/\n\s+at /)
  })
})
