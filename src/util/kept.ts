/** A Map or a WeakMap: where a value made once per key is kept. */
interface Store<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

/** The value `values` keeps for `key`, made by `make` (and kept) the first time it is asked for. */
export function kept<K, V>(values: Store<K, V>, key: K, make: () => V): V {
  let value = values.get(key)
  if (value === undefined) {
    value = make()
    values.set(key, value)
  }
  return value
}
