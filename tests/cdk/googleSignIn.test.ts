import { describe, expect, it } from 'vitest';
import { logicalIdOf, resourcesOfType, synthWorkflowStack } from './synthWorkflowStack';

/** "Entrar com Google" in the stack: configured only by the googleClientId context, its secret in Secrets Manager. */
describe('Google sign-in in the stack', () => {
  it('without a client id sets no Google variable and creates no secret for it', () => {
    const { template } = synthWorkflowStack();
    expect(JSON.stringify(template.toJSON())).not.toContain('GOOGLE_CLIENT');
    expect(JSON.stringify(template.findResources('AWS::SecretsManager::Secret'))).not.toContain('Google');
  });

  it('with one, every HTTP Lambda knows the client and the secret ARN, and only the auth Lambda reads the secret', () => {
    const { stack, template } = synthWorkflowStack({
      google: { clientId: 'id-do-cliente.apps.googleusercontent.com' },
    });
    const recursos = template.toJSON().Resources;
    for (const fn of Object.values(stack.functions.http)) {
      const vars = recursos[logicalIdOf(stack, fn)].Properties.Environment.Variables;
      expect(vars.GOOGLE_CLIENT_ID).toBe('id-do-cliente.apps.googleusercontent.com');
      expect(JSON.stringify(vars.GOOGLE_CLIENT_SECRET_ARN)).toContain('SegredoClienteGoogle');
      expect(vars).not.toHaveProperty('GOOGLE_CLIENT_SECRET');
      expect(vars).not.toHaveProperty('GOOGLE_ISSUER');
    }
    const leemOSegredo = resourcesOfType(template, 'AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument.Statement).includes('SegredoClienteGoogle'))
      .flatMap(([, p]) => p.Properties.Roles.map((r: { Ref: string }) => r.Ref));
    const auth = recursos[logicalIdOf(stack, stack.functions.http.auth)].Properties.Role['Fn::GetAtt'][0];
    expect(leemOSegredo).toEqual([auth]);
  });
});
