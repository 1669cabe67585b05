import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { paths } from '../../infra/cdk/paths';
import { WorkflowStack, type WorkflowStackProps } from '../../infra/cdk/workflowStack';

/** The feature flags of cdk.json, so tests synthesize what `npm run synth` synthesizes. */
const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(fs.readFileSync(paths.cdkJson, 'utf8')) as { context: Record<string, unknown> }).context;

/** A web/dist that does not exist: the stack must skip the site upload. */
export const missingWebDist = path.join(os.tmpdir(), 'workflow-cdk-test', 'no-such-dist');

/** Synthesizes the stack with placeholder Lambda code: wiring is under test, not bundles. */
export function synthWorkflowStack(overrides: Partial<WorkflowStackProps> = {}) {
  const app = new App({ context: cdkJsonContext() });
  const stack = new WorkflowStack(app, 'WorkflowStack', {
    stage: 'test',
    lambdaCode: 'placeholder',
    webDistDir: missingWebDist,
    mail: {},
    ...overrides,
  });
  return { stack, template: Template.fromStack(stack) };
}

export function logicalIdOf(stack: WorkflowStack, construct: IConstruct): string {
  return stack.getLogicalId(construct.node.defaultChild as CfnElement);
}

/** Resources of one type as [logicalId, resource] pairs. */
export function resourcesOfType(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.findResources(type)) as [string, CfnResource][];
}

// Template JSON is untyped by nature; tests read only what they assert on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CfnResource = { Type: string; Properties: any; DeletionPolicy?: string };
