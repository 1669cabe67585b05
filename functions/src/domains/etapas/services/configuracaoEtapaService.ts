import type { ConfigEtapaArquivo, RespostaImportacaoConfig } from '@wf/shared/types/fluxo';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import {
  carregarEtapa,
  comMudancaNaEtapa,
  comNovasTentativas,
  conferirPermissaoNaEtapa,
  conferirTamanhoDoFormulario,
  gravarNoFluxo,
  paraEtapaDaLista,
  ToquesNasEtapas,
} from '../../fluxos';
import { arquivoDeConfiguracao, lerConfiguracaoImportada } from '../entities/configuracaoEtapa';
import { conferirNovosVinculos } from '../../basesDados';
import { autoriaNaEtapa } from './eventosEtapa';

/** GET /api/etapas/export-config-etapa/{idEtapa} (stage permiteConcederAutorizacoes): the configuration file. */
export async function exportarConfiguracao(
  deps: AppDeps,
  sessao: Sessao,
  idEtapa: string,
): Promise<ConfigEtapaArquivo> {
  const { ctx, etapa } = await carregarEtapa(deps, sessao, idEtapa);
  conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteConcederAutorizacoes');
  return arquivoDeConfiguracao(etapa);
}

/**
 * POST /api/etapas/import-config-etapa/{idEtapa} (stage permiteConcederAutorizacoes): the
 * target's form and colour become those of the file's first valid stage (import rules in
 * configuracaoEtapa.ts; fields get new ids). The target keeps its name and flags. The file is
 * read completely before anything is written, so a bad file changes nothing.
 */
export async function importarConfiguracao(
  deps: AppDeps,
  sessao: Sessao,
  idEtapa: string,
  arquivo: unknown,
): Promise<RespostaImportacaoConfig['Etapa']> {
  const { ctx: ctxInicial } = await carregarEtapa(deps, sessao, idEtapa);
  conferirPermissaoNaEtapa(ctxInicial, idEtapa, 'permiteConcederAutorizacoes');
  const importada = lerConfiguracaoImportada(arquivo, deps.newId);
  conferirTamanhoDoFormulario(importada.listaCamposFormulario);
  return comNovasTentativas(async () => {
    const { ctx, etapa, etapas, vinculos } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteConcederAutorizacoes');
    await conferirNovosVinculos(deps, sessao, etapa.listaCamposFormulario, importada.listaCamposFormulario);
    const agora = deps.clock();
    const mudancas = {
      cor: importada.cor,
      listaCamposFormulario: importada.listaCamposFormulario,
      atualizadoEm: agora.toISOString(),
    };
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora,
      principal: [
        ...new ToquesNasEtapas().tocar(idEtapa, mudancas).itens(deps, sessao.sigla, etapa.idFluxo),
        outboxPut(deps, {
          tipo: 'etapaImportada',
          detalhe: autoriaNaEtapa(sessao, etapa.idFluxo, idEtapa, etapa.descricao),
        }),
      ],
    });
    if (!gravou) return null;
    const depois = comMudancaNaEtapa(etapas, idEtapa, mudancas);
    return paraEtapaDaLista(idEtapa, ctx, depois, vinculos);
  });
}
