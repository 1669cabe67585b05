import { idsDoCampo } from '../../cards';
import { carregarCardDaRegra } from '../../instancias';
import { autorDaRegra, erroAcao, mensagensAcao } from './regraComoAutor';
import type { ContextoAcao } from './tipos';

export interface AnexosPreparados {
  campos: Array<{ dataIndex: string; nomeVariavel: string; titulo: string; idsAnexos: string[] }>;
}

/** The attachment fields named (dataIndex of a field of any stage of the card's flow) and the files in them now. */
export async function prepararAnexos(ctx: ContextoAcao, dataIndexes: readonly string[]): Promise<AnexosPreparados> {
  const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
  const todos = card.etapas.flatMap((e) => e.listaCamposFormulario);
  return {
    campos: dataIndexes.map((dataIndex) => {
      const campo = todos.find((c) => c.dataIndex === dataIndex);
      if (!campo) throw erroAcao(mensagensAcao.campoNaoEncontrado(dataIndex));
      if (campo.keyCampo !== 'anexo') throw erroAcao(mensagensAcao.campoNaoEAnexo(campo.titulo));
      const idsAnexos = idsDoCampo(card.instancia.listaValoresFormulario[campo.nomeVariavel]);
      return { dataIndex, nomeVariavel: campo.nomeVariavel, titulo: campo.titulo, idsAnexos };
    }),
  };
}
