// Vite's `?raw` imports (Storybook): the file's text.
declare module '*.ndjson?raw' {
  const text: string;
  export default text;
}
