import { camposDoCard } from '@wf/shared/validation/configuracaoCampos';
import { lerBaseDaBusca } from '../../../data/repositories/buscaBaseDadosRepository';
import { buscarPrimeiroRegistro } from '../../basesDados';
import { carregarCardDaRegra, valoresValidados } from '../../instancias';
import { autorDaRegra, erroAcao, mensagensAcao } from './regraComoAutor';
import { definirPreparo } from './tipos';

export const mensagensPreencherBaseDados = {
  baseNaoEncontrada: 'A base de dados da ação não existe mais',
  colunaNaoEncontrada: (id: string) => `A coluna ${id} não existe mais na base de dados`,
  semRegistro: (base: string, filtros: string) =>
    `Nenhum registro da base de dados "${base}" confere com a pesquisa (${filtros}); nenhum campo alterado`,
} as const;

/**
 * Data base lookup: each filter's variable (filled for this card and event) must equal its
 * column; the first such record's columns fill the assigned form fields, checked by their
 * fields as 'change form field values' checks them. No matching record is an answer, not an
 * error: `valores` null and the reason, which the executor records in the execution.
 */
export const preencherVariaveisBaseDados = definirPreparo({
  key: 'preencherVariaveisBaseDados',
  async preparar(ctx, f) {
    const base = await lerBaseDaBusca(ctx.deps, ctx.sigla, f.idDataBase);
    if (!base) throw erroAcao(mensagensPreencherBaseDados.baseNaoEncontrada);
    const colunaDe = (id: string) => {
      const c = base.colunas.find((x) => x.id === id);
      if (!c) throw erroAcao(mensagensPreencherBaseDados.colunaNaoEncontrada(id));
      return c;
    };
    const filtros = f.filtros.map((x) => ({
      idColuna: colunaDe(x.idColuna).id,
      valor: (ctx.variaveis[x.variavel] ?? '').trim(),
    }));
    const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
    const campos = camposDoCard(card.etapa.listaCamposFormulario, card.instancia.configuracaoCampos);
    for (const a of f.atribuicoes) {
      colunaDe(a.idColuna);
      if (!campos.some((c) => c.nomeVariavel === a.nomeVariavel))
        throw erroAcao(mensagensAcao.campoInexistente(a.nomeVariavel));
    }
    const registro = filtros.every((x) => x.valor !== '')
      ? await buscarPrimeiroRegistro(ctx.deps, ctx.sigla, base.id, filtros)
      : null;
    if (!registro) {
      const pesquisa = f.filtros
        .map((x, k) => `${colunaDe(x.idColuna).titulo} = "${filtros[k]?.valor ?? ''}"`)
        .join(', ');
      return { valores: null, motivo: mensagensPreencherBaseDados.semRegistro(base.descricao, pesquisa) };
    }
    const brutos: Record<string, unknown> = {};
    for (const a of f.atribuicoes) {
      const v = registro.valores[colunaDe(a.idColuna).dataIndex];
      brutos[a.nomeVariavel] = v === null || v === undefined ? '' : String(v);
    }
    return { valores: valoresValidados(campos, brutos), idRegistro: registro.id };
  },
});
