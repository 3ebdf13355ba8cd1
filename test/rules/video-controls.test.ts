import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('video-controls', {
  valid: [
    { name: 'a video with controls', text: page('<video src="/v.mp4" controls />\n') },
    { name: 'controls={true}', text: page('<video src="/v.mp4" controls={true} />\n') },
    { name: 'an iframe with a title', text: page('<iframe src="https://www.youtube.com/embed/x" title="Set up the SDK" />\n') }
  ],
  invalid: [
    {
      name: 'a video without controls, on its tag',
      text: page('<video src="/v.mp4" autoPlay muted />\n'),
      messages: [{ at: '6:1-6:7', reason: '`<video>` has no `controls`: add `controls` so readers can play, pause and seek' }]
    },
    {
      name: 'controls={false}',
      text: page('<video src="/v.mp4" controls={false} />\n'),
      messages: [{ at: '6:1-6:7', reason: '`<video>` has no `controls`: add `controls` so readers can play, pause and seek' }]
    },
    {
      name: 'an iframe without a title',
      text: page('<iframe src="https://www.youtube.com/embed/x" />\n'),
      messages: [{ at: '6:1-6:8', reason: '`<iframe>` has no `title`: add one that says what the embed shows (`title="Set up the SDK"`)' }]
    },
    {
      name: 'an iframe with an empty title, inline',
      text: page('Watch <iframe src="https://x.dev" title=" " /> now.\n'),
      messages: [{ at: '6:7-6:14', reason: '`<iframe>` has no `title`: add one that says what the embed shows (`title="Set up the SDK"`)' }]
    }
  ]
})
