/** The same tree with any string at each leaf: the shape every other language must fill completely. */
export type CatalogueOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]> };
