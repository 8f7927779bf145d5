/** What every decoder at a boundary answers: the checked message, or why it was refused (a file of its own, so schema files share it without importing each other). */
export type Decoded<T> = { readonly ok: true; readonly msg: T } | { readonly ok: false; readonly error: string };
