// `inline-worker:./file.js` imports the bundled source of a worker entry as a string; the site build resolves
// it (tsup.site.config.ts).
declare module 'inline-worker:*' {
  const source: string;
  export default source;
}
