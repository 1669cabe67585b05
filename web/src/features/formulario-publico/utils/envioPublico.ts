import { LIMITES_CARD, mensagensCard } from '@wf/shared/constants/cards';
import { tiposArquivo } from '@wf/shared/constants/fluxos';
import { extensaoAceita, extensaoDoNome, listaExtensoes } from '@wf/shared/validation/arquivos';

/**
 * Public form rules: the person's name is required when the form has fields,
 * otherwise the card description is; at most 5 attachments.
 */
export interface CampoIdentificacao {
  nome: 'nome' | 'descricao';
  rotulo: string;
  mensagem: string;
}

export function campoIdentificacao(temCampos: boolean): CampoIdentificacao {
  return temCampos
    ? { nome: 'nome', rotulo: 'Nome', mensagem: 'Nome é obrigatório' }
    : { nome: 'descricao', rotulo: 'Descrição do card', mensagem: mensagensCard.descricaoObrigatoria };
}

export const MAXIMO_ANEXOS_PUBLICOS = LIMITES_CARD.anexosFormularioPublico;

export function validarQuantidadeAnexos(quantidade: number): string | null {
  return quantidade > MAXIMO_ANEXOS_PUBLICOS ? mensagensCard.maximoArquivos(MAXIMO_ANEXOS_PUBLICOS) : null;
}

/** Type and size of one attachment of the public form (the server checks again). */
export function validarAnexoPublico(arquivo: { name: string; size: number }): string | null {
  if (!extensaoAceita(extensaoDoNome(arquivo.name))) return mensagensCard.tipoArquivo(listaExtensoes());
  if (arquivo.size > LIMITES_CARD.anexoCardBytes)
    return mensagensCard.arquivoMaiorQue(LIMITES_CARD.anexoCardBytes / (1024 * 1024));
  return null;
}

export function tipoMimePublico(arquivo: { name: string; type: string }): string {
  if (arquivo.type) return arquivo.type;
  const extensao = extensaoAceita(extensaoDoNome(arquivo.name));
  return extensao ? tiposArquivo[extensao][0] : 'application/octet-stream';
}
