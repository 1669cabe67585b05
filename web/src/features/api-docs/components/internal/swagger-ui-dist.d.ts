// swagger-ui-dist ships no types; this is the part of its bundle the manual uses.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUI {
    preauthorizeApiKey(nomeEsquema: string, valor: string): void;
  }
  interface OpcoesSwaggerUI {
    domNode: HTMLElement;
    url: string;
    validatorUrl: null;
    tryItOutEnabled?: boolean;
    defaultModelsExpandDepth?: number;
    docExpansion?: 'list' | 'full' | 'none';
    onComplete?: () => void;
  }
  const SwaggerUIBundle: (opcoes: OpcoesSwaggerUI) => SwaggerUI;
  export default SwaggerUIBundle;
}
