// The bundled example files: tsup's text loader inlines them into dist/cli.js, so the demo works from an
// installed package, where only dist/ ships.
declare module '*.txt' {
  const text: string;
  export default text;
}
