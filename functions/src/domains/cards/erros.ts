import { mensagensCard, mensagensSubElementos as m } from '@wf/shared/constants/cards';
import { extensaoDoNome } from '@wf/shared/validation/arquivos';
import { ErroDominio, erro } from '../../kernel/errors';

/** Errors of the card sub-elements and of the public form. */
export const erroCard = {
  responsavelNaoAutorizado: () =>
    erro.validacao(mensagensCard.responsavelNaoAutorizado, { emailUsuario: mensagensCard.responsavelNaoAutorizado }),
  responsavelDuplicado: () => erro.conflito(m.responsavelDuplicado),
  responsavelNaoEncontrado: () =>
    new ErroDominio('naoEncontrado', 'EResponsavelNaoEncontrado', m.responsavelNaoEncontrado),
  etiquetaNaoEncontrada: () => new ErroDominio('naoEncontrado', 'EEtiquetaNaoEncontrada', m.etiquetaNaoEncontrada),
  etiquetaDuplicada: () => erro.conflito(m.etiquetaDuplicada),
  etiquetaNaoVinculada: () => new ErroDominio('naoEncontrado', 'EEtiquetaNaoVinculada', m.etiquetaNaoVinculada),
  checklistNaoEncontrado: () => new ErroDominio('naoEncontrado', 'EChecklistNaoEncontrado', m.checklistNaoEncontrado),
  comentarioVazio: () => erro.validacao(mensagensCard.comentarioVazio, { comentario: mensagensCard.comentarioVazio }),
  comentarioNaoEncontrado: () =>
    new ErroDominio('naoEncontrado', 'EComentarioNaoEncontrado', m.comentarioNaoEncontrado),
  somenteAutorComentario: () => erro.acessoNegado(mensagensCard.somenteAutorComentario),
  comentarioDoSistema: () => erro.acessoNegado(m.comentarioDoSistema),
  anexoNaoEncontrado: () => new ErroDominio('naoEncontrado', 'EAnexoNaoEncontrado', m.anexoNaoEncontrado),
  binarioNaoEncontrado: () => new ErroDominio('naoEncontrado', 'EBinarioNaoEncontrado', m.binarioNaoEncontrado),
  tipoArquivo: (mensagem: string) => erro.validacao(mensagem, { tipoMime: mensagem }),
  /** 413, with the fixed message. */
  anexoGrande: () => new ErroDominio('grandeDemais', 'EAnexoMuitoGrande', mensagensCard.anexoGrande),
  /** 400 on a stage-form attachment field: the message under the field's variable. */
  campoDeAnexo: (nomeVariavel: string, mensagem: string) => erro.validacao(mensagem, { [nomeVariavel]: mensagem }),
  campoNaoEAnexo: (nomeVariavel: string) =>
    erro.validacao(mensagensCard.campoNaoEAnexo(nomeVariavel), {
      nomeVariavel: mensagensCard.campoNaoEAnexo(nomeVariavel),
    }),
  uploadNaoEncontrado: () => new ErroDominio('naoEncontrado', 'EUploadNaoEncontrado', m.uploadNaoEncontrado),
  arquivoNaoEnviado: () => erro.validacao(m.arquivoNaoEnviado),
  arquivoDiferente: () => erro.validacao(m.arquivoDiferente),
  conteudoExecutavel: () => erro.validacao(m.conteudoExecutavel),
  conteudoDiferente: (nomeArquivo: string) =>
    erro.validacao(m.conteudoDiferente(extensaoDoNome(nomeArquivo).toUpperCase() || nomeArquivo)),
  formularioNaoEncontrado: () =>
    new ErroDominio('naoEncontrado', 'EFormularioNaoEncontrado', m.formularioNaoEncontrado),
  nomeObrigatorio: () => erro.validacao(m.nomeObrigatorio, { nome: m.nomeObrigatorio }),
  descricaoObrigatoria: () =>
    erro.validacao(mensagensCard.descricaoObrigatoria, { descricao: mensagensCard.descricaoObrigatoria }),
};
