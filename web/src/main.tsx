// The entry is deliberately tiny: it starts the app at once, and src/boot.tsx evaluates it in
// pieces, each in a task of its own (imported dynamically, so that boot and its pieces stay chunks
// of their own: web/scripts/publicChunks.ts, web/scripts/eagerCompile.ts).
void import('./boot');
