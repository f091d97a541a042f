/** A browser context without any stored state (no cookie choice): `test.use({ storageState: NO_STORAGE })`. */
export const NO_STORAGE = { cookies: [], origins: [] };
