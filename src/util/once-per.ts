/**
 * What is worked out once per object and read by many (a Site model's resolved links, the files it looks up on
 * disk): the object is never changed after it is built, so what is derived from it holds as long as it lives,
 * and goes with it. (The one exception: the editor patches an edited page's facts into the kept Site model,
 * src/site/patch-pages.ts; what is derived from the pages' links follows the patches in src/site/link-index.ts.)
 */
export function oncePer<K extends object, T>(derive: (key: K) => T): (key: K) => T {
  const known = new WeakMap<K, T>()
  return (key) => {
    if (known.has(key)) return known.get(key)!
    const derived = derive(key)
    known.set(key, derived)
    return derived
  }
}
