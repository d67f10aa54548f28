/** A form's values: what the fields hold, by name. */
export type FormValues = Record<string, unknown>;

type IsAny<T> = 0 extends 1 & T ? true : false;
type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date;
type SubPath<K extends string, V> = V extends Leaf ? never : `${K}.${Path<V>}`;

/** Every dotted name of a value of type T ('billing.city', 'teamMembers.0.email'). */
export type Path<T> =
  IsAny<T> extends true
    ? string
    : T extends Leaf
      ? never
      : T extends readonly (infer E)[]
        ? `${number}` | SubPath<`${number}`, E>
        : { [K in keyof T & string]-?: K | SubPath<K, T[K]> }[keyof T & string];

type Step<T, K extends string> = T extends readonly (infer E)[] ? (K extends `${number}` ? E : never) : K extends keyof T ? T[K] : undefined;

/** The type of the value at a dotted name. */
export type PathValue<T, P extends string> = IsAny<T> extends true ? any : P extends `${infer K}.${infer R}` ? PathValue<Step<T, K>, R> : Step<T, P>;

/** The value at a dotted name. */
export function getPath(values: unknown, name: string): any {
  let at = values as any;
  for (const key of name.split('.')) at = at == null ? undefined : at[key];
  return at;
}

/** A copy of `values` with `value` at a dotted name: only the objects on the way are new, so the rest keeps its identity. */
export function setPath<T>(values: T, name: string, value: unknown): T {
  const [key, ...rest] = name.split('.');
  const container = (values ?? (/^\d+$/.test(key) ? [] : {})) as any;
  const copy = Array.isArray(container) ? [...container] : { ...container };
  copy[key] = rest.length ? setPath(container[key], rest.join('.'), value) : value;
  return copy as T;
}
