import { camposDoCard } from '@wf/shared/validation/configuracaoCampos';
import { carregarCardDaRegra, valoresValidados } from '../../instancias';
import { diaDoTexto } from './definirVencimento';
import { autorDaRegra, erroAcao, mensagensAcao, preencher } from './regraComoAutor';
import { definirPreparo } from './tipos';

/**
 * Values of fields of the card's current stage form (by nomeVariavel), variables filled, each
 * checked and normalised by its field as a person's value is (a read-only field is refused; a
 * multiple choice takes its options joined by commas; a date DD/MM/YYYY or YYYY-MM-DD).
 * Writing the values the card already has writes nothing.
 */
export const alterarValoresCampos = definirPreparo({
  key: 'alterarValoresCampos',
  async preparar(ctx, f) {
    const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
    const campos = camposDoCard(card.etapa.listaCamposFormulario, card.instancia.configuracaoCampos);
    const brutos: Record<string, unknown> = {};
    for (const { nome, valor } of f.campos) {
      const campo = campos.find((c) => c.nomeVariavel === nome);
      if (!campo) throw erroAcao(mensagensAcao.campoInexistente(nome));
      const texto = preencher(ctx, valor).trim();
      const multipla =
        campo.keyCampo === 'checkbox' || (campo.keyCampo === 'selecaoOpcoes' && campo.indSelecaoMultipla);
      brutos[nome] = multipla
        ? texto
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : campo.keyCampo === 'data' && campo.tipoCampoData === 'date'
          ? (diaDoTexto(texto) ?? texto)
          : texto;
    }
    return { valores: valoresValidados(campos, brutos) };
  },
});
