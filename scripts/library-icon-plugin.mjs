// An esbuild plugin for the preview's islands bundle (scripts/build-bundle.mjs): the library's components
// (@mintlify/components) import its Icon from their sibling folder `../icon/icon.js`; in the bundle they get
// src/preview/browser/kept-icon.ts instead, which keeps the icon the server drew offline. The library's own
// entry (dist/index.js) and its icon folder still import the real one, which kept-icon.ts calls.
import path from 'node:path'

export function keptLibraryIcons(projectRoot) {
  const components = path.join(projectRoot, 'node_modules', '@mintlify', 'components', 'dist', 'components') + path.sep
  const keptIcon = path.join(projectRoot, 'src', 'preview', 'browser', 'kept-icon.ts')
  return {
    name: 'kept-library-icons',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/icon\/icon\.js$/ }, ({ importer }) => {
        const fromComponent = importer.startsWith(components) && !importer.startsWith(path.join(components, 'icon') + path.sep)
        return fromComponent ? { path: keptIcon } : undefined
      })
    }
  }
}
