import { ErroDominio, erro } from '../../kernel/errors';

export const mensagensOrganograma = {
  unidadeNaoEncontrada: 'Unidade do organograma não encontrada',
  unidadeSuperiorNaoEncontrada: 'Unidade superior não encontrada',
  vinculoNaoEncontrado: 'Vínculo não encontrado',
  usuarioNaoEncontrado: 'Usuário não encontrado neste ambiente',
  responsavelNaoEncontrado: 'O responsável informado não é um usuário deste ambiente',
  somenteAdministrador: 'Somente o administrador do ambiente pode alterar o organograma',
  somenteLeitura: 'O organograma deste ambiente vem do diretório em nuvem (Azure) e não pode ser alterado aqui',
  ciclo: 'Uma unidade não pode ficar abaixo dela mesma nem de uma de suas subunidades',
  temSubunidades: 'Exclua ou mova antes as subunidades desta unidade',
  vinculoDuplicado: 'Este usuário já está vinculado a esta unidade',
  indisponivel: 'O compartilhamento por organograma não está disponível no plano deste ambiente',
  alteradoAoMesmoTempo: 'O organograma foi alterado ao mesmo tempo por outra pessoa; tente novamente',
  incluida: 'Unidade incluída com sucesso!',
  atualizada: 'Unidade atualizada com sucesso!',
  excluida: 'Unidade excluída com sucesso!',
  vinculado: 'Usuário vinculado com sucesso!',
  desvinculado: 'Usuário desvinculado com sucesso!',
  autorizacaoDuplicada: 'Esta unidade já possui acesso a este item',
  autorizacaoNaoEncontrada: 'Autorização não encontrada',
} as const;

export const erroOrganograma = {
  unidadeNaoEncontrada: () =>
    new ErroDominio('naoEncontrado', 'EUnidadeOrgNaoEncontrada', mensagensOrganograma.unidadeNaoEncontrada),
  unidadeSuperiorNaoEncontrada: () =>
    new ErroDominio('naoEncontrado', 'EUnidadeOrgNaoEncontrada', mensagensOrganograma.unidadeSuperiorNaoEncontrada),
  vinculoNaoEncontrado: () =>
    new ErroDominio('naoEncontrado', 'EVinculoOrgNaoEncontrado', mensagensOrganograma.vinculoNaoEncontrado),
  usuarioNaoEncontrado: () =>
    new ErroDominio('naoEncontrado', 'EUsuarioNaoEncontrado', mensagensOrganograma.usuarioNaoEncontrado),
  responsavelNaoEncontrado: () => erro.validacao(mensagensOrganograma.responsavelNaoEncontrado),
  somenteAdministrador: () => erro.acessoNegado(mensagensOrganograma.somenteAdministrador),
  somenteLeitura: () => erro.acessoNegado(mensagensOrganograma.somenteLeitura),
  indisponivel: () => erro.acessoNegado(mensagensOrganograma.indisponivel),
  ciclo: () => erro.validacao(mensagensOrganograma.ciclo),
  temSubunidades: () => erro.conflito(mensagensOrganograma.temSubunidades),
  vinculoDuplicado: () => erro.conflito(mensagensOrganograma.vinculoDuplicado),
  autorizacaoDuplicada: () => erro.conflito(mensagensOrganograma.autorizacaoDuplicada),
  autorizacaoNaoEncontrada: () =>
    new ErroDominio('naoEncontrado', 'EAutorizacaoNaoEncontrada', mensagensOrganograma.autorizacaoNaoEncontrada),
  alteradoAoMesmoTempo: () => erro.conflito(mensagensOrganograma.alteradoAoMesmoTempo),
};
