/** Plain SQL files are bundled as text (esbuild `--loader:.sql=text`, jest's sql transform). */
declare module '*.sql' {
  const text: string;
  export default text;
}
