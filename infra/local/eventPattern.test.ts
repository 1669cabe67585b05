import { describe, expect, it } from 'vitest';
import { eventRules } from '@wf/functions/events/rules';
import { matchesPattern, matchingRules } from './eventPattern';

const event = (source: string, detailType: string) => ({ source, 'detail-type': detailType });

describe('matchesPattern', () => {
  it('matches exact strings', () => {
    expect(matchesPattern({ source: ['workflow.cards'] }, event('workflow.cards', 'cardCriado'))).toBe(true);
    expect(matchesPattern({ source: ['workflow.cards'] }, event('workflow.card', 'cardCriado'))).toBe(false);
  });

  it('matches prefixes', () => {
    expect(matchesPattern({ source: [{ prefix: 'workflow.' }] }, event('workflow.chat', 'x'))).toBe(true);
    expect(matchesPattern({ source: [{ prefix: 'workflow.' }] }, event('outro.workflow', 'x'))).toBe(false);
  });

  it('matches when any alternative of a field matches', () => {
    const pattern = { 'detail-type': ['cardCriado', { prefix: 'cardEntrar' }] };
    expect(matchesPattern(pattern, event('s', 'cardCriado'))).toBe(true);
    expect(matchesPattern(pattern, event('s', 'cardEntrarEtapa'))).toBe(true);
    expect(matchesPattern(pattern, event('s', 'cardSairEtapa'))).toBe(false);
  });

  it('requires every field of the pattern to match', () => {
    const pattern = { source: ['workflow.usuarios'], 'detail-type': ['usuarioCadastrado'] };
    expect(matchesPattern(pattern, event('workflow.usuarios', 'usuarioCadastrado'))).toBe(true);
    expect(matchesPattern(pattern, event('workflow.usuarios', 'outro'))).toBe(false);
    expect(matchesPattern(pattern, event('workflow.cards', 'usuarioCadastrado'))).toBe(false);
  });

  it('treats a field absent from the pattern as matching anything, and an empty list as nothing', () => {
    expect(matchesPattern({}, event('qualquer', 'coisa'))).toBe(true);
    expect(matchesPattern({ source: [] }, event('qualquer', 'coisa'))).toBe(false);
  });
});

describe('matchingRules with the real rules', () => {
  const consumersOf = (source: string, detailType: string) =>
    matchingRules(eventRules, event(source, detailType)).map((rule) => rule.consumer);

  it('sends account e-mail events to the e-mail consumer and to realtime', () => {
    expect(consumersOf('workflow.usuarios', 'usuarioCadastrado')).toEqual(['realtime-fanout', 'email']);
    expect(consumersOf('workflow.usuarios', 'recuperacaoSenhaSolicitada')).toEqual(['realtime-fanout', 'email']);
  });

  it('sends other product events to realtime only', () => {
    expect(consumersOf('workflow.cards', 'cardCriado')).toEqual(['realtime-fanout']);
  });

  it("sends a move's two events to the consumers that act on each: the card's re-projection and index follow its entry only", () => {
    expect(consumersOf('workflow.instancias', 'cardEntrarEtapa').sort()).toEqual([
      'busca',
      'notificacoes',
      'painel',
      'realtime-fanout',
      'regras',
    ]);
    // cardSairEtapa is written with the card's cardEntrarEtapa: only rules on leaving a stage and the rooms need it.
    expect(consumersOf('workflow.instancias', 'cardSairEtapa').sort()).toEqual(['realtime-fanout', 'regras']);
  });

  it('sends foreign events nowhere', () => {
    expect(consumersOf('aws.s3', 'Object Created')).toEqual([]);
  });
});
