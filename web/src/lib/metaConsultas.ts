/**
 * Options every query and mutation may carry for the app-wide error handling
 * (app/queryClient.ts): most failures become a 2 s toast with the server's message.
 */
export interface MetaConsulta extends Record<string, unknown> {
  /** The caller shows the failure itself (inline alert, page state) or ignores it on purpose. */
  silenciarErro?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: MetaConsulta;
    mutationMeta: MetaConsulta;
  }
}
