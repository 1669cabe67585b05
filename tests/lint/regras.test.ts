import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules fire: dependency-cruiser and ESLint run with the project's own configs on
 * tests/lint/fixtures, whose files sit at the paths the rules look at and each break one rule
 * (files named `permitido...` keep them). `npm run lint` ignores the fixtures.
 */
const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(raiz, 'tests/lint/fixtures');

describe('dependency-cruiser', () => {
  let violacoes: { de: string; para: string; regra: string }[];

  beforeAll(async () => {
    const { default: config } = (await import(path.join(raiz, '.dependency-cruiser.cjs'))) as {
      default: { forbidden: IForbiddenRuleType[] };
    };
    const resultado = await cruise(['functions', 'web'], {
      baseDir: fixtures,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
    });
    violacoes = (resultado.output as ICruiseResult).summary.violations.map((v) => ({
      de: v.from,
      para: v.to,
      regra: v.rule.name,
    }));
  });

  const violacoesDe = (arquivo: string): string[] => violacoes.filter((v) => v.de === arquivo).map((v) => v.regra);

  it("refuses a domain importing another domain's private files: its services or its entities", () => {
    expect(violacoesDe('functions/src/domains/etapas/services/usaServicoDeOutroDominio.ts')).toEqual([
      'dominio-so-pelo-index',
    ]);
    expect(violacoesDe('functions/src/domains/etapas/services/usaEntidadeDeOutroDominio.ts')).toEqual([
      'dominio-so-pelo-index',
    ]);
  });

  it("lets a domain import a lower domain's public module (index.ts)", () => {
    expect(violacoesDe('functions/src/domains/etapas/services/permitidoIndexDeOutroDominio.ts')).toEqual([]);
  });

  it('refuses a domain importing a domain of its own layer or of a layer above, even through index.ts', () => {
    expect(violacoesDe('functions/src/domains/fluxos/services/usaDominioDeCima.ts')).toEqual(['camada-dos-dominios']);
    expect(violacoesDe('functions/src/domains/fluxos/services/usaDominioDaMesmaCamada.ts')).toEqual([
      'camada-dos-dominios',
    ]);
  });

  it('refuses a domain not placed in the layers importing another domain', () => {
    expect(violacoesDe('functions/src/domains/novo/services/usaOutroDominio.ts')).toEqual(['dominio-fora-das-camadas']);
  });

  it('refuses the kernel importing a domain or the composition root', () => {
    expect(violacoesDe('functions/src/kernel/usaDominio.ts')).toEqual(['kernel-abaixo-dos-dominios']);
    expect(violacoesDe('functions/src/kernel/usaComposicao.ts')).toEqual(['kernel-abaixo-dos-dominios']);
  });

  it("refuses a domain's handler importing the composition root, and lets its Lambda entry wire itself in", () => {
    expect(violacoesDe('functions/src/domains/a/handlers/usaComposicao.ts')).toEqual(['dominios-abaixo-da-composicao']);
    expect(violacoesDe('functions/src/domains/a/lambda.ts')).toEqual([]);
  });

  it('refuses a service importing a handler or the HTTP stack', () => {
    expect(violacoesDe('functions/src/domains/a/services/usaHandler.ts')).toEqual(['servicos-sem-http-ou-handlers']);
    expect(violacoesDe('functions/src/domains/a/services/usaHttp.ts').sort()).toEqual([
      'dominios-abaixo-da-composicao',
      'servicos-sem-http-ou-handlers',
    ]);
  });

  it('refuses shared web code importing a feature', () => {
    expect(violacoesDe('web/src/components/usaFeature.ts')).toEqual(['web-compartilhado-sem-features']);
  });

  it('reports nothing else', () => {
    expect(violacoes).toHaveLength(12);
  });
});

describe('ESLint', () => {
  let mensagens: Map<string, string[]>;

  beforeAll(async () => {
    const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: path.join(raiz, 'eslint.config.js') });
    const resultados = await eslint.lintFiles(['functions/src/**/*.ts']);
    mensagens = new Map(
      resultados.map((r) => [path.relative(fixtures, r.filePath), r.messages.map((m) => `${m.ruleId}: ${m.message}`)]),
    );
  });

  const chaveForaDosDados =
    'no-restricted-syntax: Chaves da tabela só são montadas na camada de dados (functions/src/data).';

  it('refuses a key literal with any PREFIX# outside functions/src/data, in a string or a template', () => {
    expect(mensagens.get('functions/src/domains/a/services/chaveLiteral.ts')).toEqual([chaveForaDosDados]);
    // `T#${sigla}#NOVOPREFIXO#${id}`: each key segment of the template is reported.
    expect(mensagens.get('functions/src/domains/a/services/chaveTemplate.ts')).toEqual([
      chaveForaDosDados,
      chaveForaDosDados,
    ]);
  });

  it('lets the data layer build keys', () => {
    expect(mensagens.get('functions/src/data/repositories/permitidoChaveNoRepositorio.ts')).toEqual([]);
  });
});
