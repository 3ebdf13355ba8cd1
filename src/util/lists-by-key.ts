/** Adds `value` to the list kept under `key`, starting the list when it is the first: the indexes of names and paths. */
export function addToList<K, V>(index: Map<K, V[]>, key: K, value: V): void {
  const list = index.get(key)
  if (list) list.push(value)
  else index.set(key, [value])
}
