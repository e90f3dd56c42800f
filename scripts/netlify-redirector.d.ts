/** Netlify's redirect matcher (WebAssembly), as netlify-cli and @netlify/redirects call it. */
declare module 'netlify-redirector' {
  export interface MatchRequest {
    scheme: string;
    host: string;
    /** Decoded path. */
    path: string;
    /** Query without `?`. */
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }
  export interface MatchedRule {
    from: string;
    /** The target with placeholders and splat filled in. */
    to: string;
    status: number;
    force: boolean;
    proxyHeaders: Record<string, string>;
  }
  export interface Matcher {
    match: (request: MatchRequest) => MatchedRule | null;
  }
  const redirector: {
    parseJSON: (
      rules: string,
      options: { jwtSecret: string; jwtRoleClaim: string },
    ) => Promise<Matcher>;
  };
  export default redirector;
}
