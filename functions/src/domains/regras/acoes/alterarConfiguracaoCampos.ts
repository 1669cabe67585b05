import type { ConfiguracaoCamposCard } from '@wf/shared/validation/configuracaoCampos';
import { carregarCardDaRegra } from '../../instancias';
import { autorDaRegra, erroAcao, mensagensAcao } from './regraComoAutor';
import { definirPreparo } from './tipos';

/**
 * Required / editable / hidden for THIS card's fields (by dataIndex, a field of any stage of its
 * flow), over the stage's own flags: the move's form check, the form's save and the card modal
 * honour them (camposDoCard). Settings the card already has write nothing.
 */
export const alterarConfiguracaoCampos = definirPreparo({
  key: 'alterarConfiguracaoCampos',
  async preparar(ctx, f) {
    const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
    const todos = card.etapas.flatMap((e) => e.listaCamposFormulario);
    const configuracao: ConfiguracaoCamposCard = {};
    const titulos: string[] = [];
    for (const c of f.campos) {
      const campo = todos.find((x) => x.dataIndex === c.dataIndex);
      if (!campo) throw erroAcao(mensagensAcao.campoNaoEncontrado(c.dataIndex));
      configuracao[c.dataIndex] = {
        indObrigatorio: c.indObrigatorio === 'S',
        indEditavel: c.indEditavel === 'S',
        indOculto: c.indOculto === 'S',
      };
      titulos.push(campo.titulo);
    }
    return { configuracao, titulos };
  },
});
