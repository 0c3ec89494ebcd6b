// `@cgi/workflows/codec`: the payload codec, its keys and the data converter built on them.
// Outside src/ on purpose: it uses node:crypto and node:fs, which workflow code may not, and
// the workflow bundle never includes it (the worker applies codecs outside the sandbox).
export * from './payload-codec';
export * from './payload-keys';
export * from './data-converter';
export * from './pseudonyms';
export * from './sealed-values';
