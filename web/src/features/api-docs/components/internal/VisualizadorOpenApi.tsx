import { useEffect, useRef } from 'react';
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './manualApi.css';

/** Where the server serves the document of /api/v1 (same origin as the SPA). */
const DOCUMENTO = '/api/v1/openapi.json';

export interface VisualizadorOpenApiProps {
  /** The person's API token, pre-filled in "Authorize" so "Try it out" calls as them. */
  token: string | null;
}

/**
 * Swagger UI over the served document: bundled (no CDN, the CSP allows only 'self') and in
 * this file alone, which only the /api-docs page imports, so no other screen downloads it.
 * "Try it out" starts switched on; the online validator badge (a call to swagger.io) is off.
 */
export function VisualizadorOpenApi({ token }: VisualizadorOpenApiProps) {
  const elemento = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const domNode = elemento.current;
    if (!domNode) return;
    const ui = SwaggerUIBundle({
      domNode,
      url: DOCUMENTO,
      validatorUrl: null,
      tryItOutEnabled: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: -1,
      onComplete: () => {
        if (token) ui.preauthorizeApiKey('token', token);
        // Swagger UI's server choice has a visible caption but no label tied to it: name it.
        domNode.querySelector('select#servers')?.setAttribute('aria-label', 'Servidor');
      },
    });
    return () => {
      domNode.replaceChildren();
    };
  }, [token]);

  return <div ref={elemento} className="manual-api" data-testid="manual-api" />;
}
