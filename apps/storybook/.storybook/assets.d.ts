/** A font file a manager file imports: Storybook's manager bundle makes it a data: URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
