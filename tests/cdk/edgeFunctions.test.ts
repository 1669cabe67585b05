import { describe, expect, it } from 'vitest';
import { resourcesOfType, synthWorkflowStack } from './synthWorkflowStack';

/**
 * The CloudFront Functions run as synthesized: their code is taken from the template and
 * evaluated here, so these tests cover exactly what would be deployed.
 */
const { template } = synthWorkflowStack();

interface ViewerRequest {
  uri: string;
}
type Handler = (event: {
  request: ViewerRequest;
}) => ViewerRequest | { statusCode: number; headers: Record<string, { value: string }> };

const handlerNamed = (commentStart: string): Handler => {
  const [[, fn]] = resourcesOfType(template, 'AWS::CloudFront::Function').filter(([, f]) =>
    (f.Properties.FunctionConfig.Comment as string).startsWith(commentStart),
  );
  return new Function(`${fn.Properties.FunctionCode as string}; return handler;`)() as Handler;
};
const viewerRequest = (handler: Handler, uri: string) => handler({ request: { uri } });

describe('SPA routing function', () => {
  const spa = handlerNamed('SPA');

  it('serves index.html for client-side routes under /workflow/', () => {
    expect(viewerRequest(spa, '/workflow/fluxos/12/kanban')).toEqual({ uri: '/workflow/index.html' });
    expect(viewerRequest(spa, '/workflow/')).toEqual({ uri: '/workflow/index.html' });
  });

  it('leaves built assets untouched', () => {
    expect(viewerRequest(spa, '/workflow/assets/index-abc123.js')).toEqual({ uri: '/workflow/assets/index-abc123.js' });
  });

  it('redirects the bare origin and /workflow to /workflow/', () => {
    for (const uri of ['/', '/workflow']) {
      expect(viewerRequest(spa, uri)).toMatchObject({
        statusCode: 302,
        headers: { location: { value: '/workflow/' } },
      });
    }
  });
});

describe('WebSocket path function', () => {
  it('turns /ws into the stage path, the only one API Gateway accepts', () => {
    expect(viewerRequest(handlerNamed('WebSocket'), '/ws')).toEqual({ uri: '/prod' });
  });
});
