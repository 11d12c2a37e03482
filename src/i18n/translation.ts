/**
 * The shape of a translation of `T`: the same keys at every depth, each leaf a string. A Hindi
 * file typed with it fails typecheck when it misses (or invents) a key of its English twin.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
