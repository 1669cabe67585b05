/**
 * The construct id of each Lambda in the stack, also the name the bundle test and the bench give
 * it: an HTTP Lambda and a consumer may share a name in functions/src/app/lambdas.ts
 * ('notificacoes' is both), so the kind is part of the id. No aws-cdk-lib import: the bench and
 * the bundle test use it without loading the CDK.
 */

/** 'realtime-fanout' -> 'RealtimeFanout', for readable construct ids. */
const pascalCase = (name: string): string =>
  name.replace(/(^|[-_])([a-z0-9])/g, (_match, _separator: string, letter: string) => letter.toUpperCase());

export const idLambdaHttp = (name: string): string => `${pascalCase(name)}Http`;
export const idLambdaConsumidor = (name: string): string => `${pascalCase(name)}Consumer`;
/** The WebSocket Lambda and the outbox publisher: one of each kind, named by themselves. */
export const idLambdaUnica = (name: string): string => pascalCase(name);
