import { AUTOR_FORMULARIO_PUBLICO, mensagensCard } from '@wf/shared/constants/cards';
import { escaparHtml } from '@wf/shared/exibicao/escaparHtml';
import type { inserirFormularioPublicoSchema } from '@wf/shared/schemas/instancia';
import type { RespostaFormularioPublico, UploadConcedido } from '@wf/shared/types/instancia';
import { camposExigidosNaCriacao, validarFormularioCard } from '@wf/shared/validation/formularioCard';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio, erro } from '../../../kernel/errors';
import { buscarUploadPendente } from '../../../data/repositories/anexoRepository';
import { listarEtapasDoFluxo } from '../../../data/repositories/etapaRepository';
import { buscarFluxo, buscarIdFluxoDoLinkPublico } from '../../../data/repositories/fluxoRepository';
import {
  buscarInstancia,
  inserirHistoricoItem,
  inserirInstanciaItem,
  vizinhoNaEtapa,
} from '../../../data/repositories/instanciaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { transact, type TransactItem } from '../../../data/transact';
import { exigirClienteAtivo } from '../../clientes';
import type { EtapaArmazenada, FluxoArmazenado } from '../../fluxos';
import {
  chaveEntre,
  conferirValoresBaseDados,
  gerarIdUnicoDoCard,
  itensDeEntradaNoFluxo,
  novaInstancia,
  valoresValidados,
} from '../../instancias';
import { opcoesDaColuna } from '../../basesDados';
import { buscarBaseDados } from '../../../data/repositories/baseDadosRepository';
import { erroCard } from '../erros';
import { concederUpload, conferirArquivo, registrarUpload } from './anexoService';
import { escritaDeComentario } from './comentarioService';

type DadosFormulario = z.output<typeof inserirFormularioPublicoSchema>;

interface LinkValido {
  sigla: string;
  fluxo: FluxoArmazenado;
  inicial: EtapaArmazenada;
}

/**
 * The public form's link, exactly as GET /api/fluxos/dados-link-publico answers it: an unknown or
 * inactive tenant, an unknown hash, a form turned off and a flow without an initial stage are all
 * the same 404, so the link reveals nothing.
 */
async function linkValido(deps: AppDeps, customer: string, hash: string): Promise<LinkValido> {
  const cliente = await exigirClienteAtivo(deps, customer).catch((e: unknown) => {
    if (e instanceof ErroDominio) return null;
    throw e;
  });
  if (!cliente || !hash) throw erroCard.formularioNaoEncontrado();
  const idFluxo = await buscarIdFluxoDoLinkPublico(deps, cliente.sigla, hash);
  const fluxo = idFluxo ? await buscarFluxo(deps, cliente.sigla, idFluxo) : null;
  if (!fluxo || fluxo.permitirFormPublico !== 'S' || fluxo.linkPublico !== hash || fluxo.arquivado === 'S')
    throw erroCard.formularioNaoEncontrado();
  const inicial = (await listarEtapasDoFluxo(deps, cliente.sigla, fluxo.id)).find((e) => e.etapaInicial === 'S');
  if (!inicial) throw erroCard.formularioNaoEncontrado();
  return { sigla: cliente.sigla, fluxo, inicial };
}

/**
 * POST /api/instancias/inserir/{customer}/{hash} (no login): a card in the flow's initial stage.
 * Rules: 'Nome é obrigatório' when the form has visible fields, otherwise
 * 'Descrição do card é obrigatório'; at most 5 files ('Você só pode carregar 5 arquivos', by the
 * schema), each of an accepted type (400) and size (413); the visible fields of the initial stage
 * checked like a card created in the app (hidden fields are neither shown nor accepted). The card
 * is written by 'formulario-publico' (no person), at the top of the stage, with a system comment
 * saying where it came from, and one upload grant per declared file, all in one transaction.
 */
export async function inserirPeloFormularioPublico(
  deps: AppDeps,
  customer: string,
  hash: string,
  dados: DadosFormulario,
): Promise<Omit<RespostaFormularioPublico, 'mensagem'>> {
  const { sigla, fluxo, inicial } = await linkValido(deps, customer, hash);
  const campos = inicial.listaCamposFormulario.filter((c) => !c.indOculto);
  const titulo = (dados.nome || dados.descricao || '').trim();
  if (!titulo) throw campos.length > 0 ? erroCard.nomeObrigatorio() : erroCard.descricaoObrigatoria();
  for (const a of dados.anexos) conferirArquivo(a);
  const valores = valoresValidados(campos, dados.listaValoresFormulario);
  const erros = validarFormularioCard(camposExigidosNaCriacao(campos), valores);
  if (erros.length) throw new ErroDominio('validacao', 'EValidacao', erros[0]!, undefined, { erros });
  await conferirValoresBaseDados(deps, sigla, campos, valores);

  const agora = deps.clock();
  const idUnico = await gerarIdUnicoDoCard(deps, sigla, fluxo.id, inicial.listaCamposFormulario, agora);
  if (idUnico) valores[idUnico.campo.nomeVariavel] = idUnico.valor;
  const primeira = await vizinhoNaEtapa(deps, sigla, inicial.id, {});
  const c = novaInstancia({
    id: deps.newId(),
    idFluxo: fluxo.id,
    idEtapa: inicial.id,
    descricao: titulo,
    detalhes: '',
    dataVencimento: null,
    listaValoresFormulario: valores,
    idUnico: idUnico?.valor ?? null,
    ordemChave: chaveEntre(null, primeira?.ordemChave ?? null),
    etiquetas: [],
    emailAutor: AUTOR_FORMULARIO_PUBLICO,
    agora,
  });
  const detalheCard = {
    sigla,
    idFluxo: c.idFluxo,
    alteradoPor: AUTOR_FORMULARIO_PUBLICO,
    idEtapa: c.idEtapa,
    idInstancia: c.id,
    descricaoInstancia: c.descricao,
  };
  const comentario = escritaDeComentario(deps, sigla, c, {
    html: `<p>Card criado pelo formulário público "${escaparHtml(fluxo.tituloFormulario ?? fluxo.descricao)}".</p>`,
    autor: AUTOR_FORMULARIO_PUBLICO,
    sistema: true,
  });
  const uploads: UploadConcedido[] = [];
  const itensUploads: TransactItem[] = [];
  for (const a of dados.anexos) {
    const u = await concederUpload(deps, sigla, c, a, {
      emailUsuario: AUTOR_FORMULARIO_PUBLICO,
      origem: 'formularioPublico',
      hashLink: hash,
    });
    uploads.push(u.concedido);
    itensUploads.push(u.item);
  }
  const gravou = await transact(deps, [
    inserirInstanciaItem(deps, sigla, c),
    ...itensDeEntradaNoFluxo(deps, sigla, c.idFluxo, c.idEtapa),
    inserirHistoricoItem(deps, sigla, {
      id: deps.newId(),
      idInstancia: c.id,
      idEtapa: inicial.id,
      descricaoEtapa: inicial.descricao,
      emailUsuario: AUTOR_FORMULARIO_PUBLICO,
      dataHoraAlteracao: agora.toISOString(),
      acao: 'criado',
    }),
    ...comentario.itens,
    ...itensUploads,
    outboxPut(deps, { tipo: 'cardCriado', detalhe: detalheCard }),
    outboxPut(deps, { tipo: 'cardEntrarEtapa', detalhe: { ...detalheCard, idEtapaOrigem: null } }),
    outboxPut(deps, comentario.evento),
  ]);
  // The only conditions: new ids, and the stage and the flow still exist.
  if (!gravou) throw erroCard.formularioNaoEncontrado();
  return { idInstancia: c.id, uploads };
}

/**
 * POST /api/instancias/anexos-publicos/confirmar/{customer}/{hash}/{idAnexo}: a file of the public
 * form arrived. Only an upload granted by THIS link can be confirmed with it (the link must
 * still be valid); the same checks as in the card modal (HEAD: size and type).
 */
export async function confirmarAnexoPublico(deps: AppDeps, customer: string, hash: string, idAnexo: string) {
  const { sigla } = await linkValido(deps, customer, hash);
  const pendente = await buscarUploadPendente(deps, sigla, idAnexo, deps.clock());
  if (!pendente || pendente.origem !== 'formularioPublico' || pendente.hashLink !== hash)
    throw erroCard.uploadNaoEncontrado();
  const c = await buscarInstancia(deps, sigla, pendente.idInstancia);
  if (!c) throw erroCard.uploadNaoEncontrado();
  const anexo = await registrarUpload(deps, sigla, c, pendente);
  // The form's people get no download URL.
  return { ...anexo, url: '' };
}

/**
 * GET /api/instancias/opcoes-publicas/{customer}/{hash}?campo&busca&cursor (no login): a page of the options of a
 * combo field fed by a data base, for the people filling the public form. Only a visible field of
 * the link's form names the base and the column, so the link reads no other base or column; any
 * other field is `Opção inválida` (400), a base since deleted answers no options.
 */
export async function opcoesDoFormularioPublico(
  deps: AppDeps,
  customer: string,
  hash: string,
  campo: string,
  busca?: string,
  cursor?: string,
) {
  const { sigla, inicial } = await linkValido(deps, customer, hash);
  const c = inicial.listaCamposFormulario.find((x) => !x.indOculto && x.nomeVariavel === campo);
  const vinculo = c?.tipoCampoCombo === 'dataBase' ? c.vinculoDataBase : null;
  if (!vinculo) throw erro.validacao(mensagensCard.opcaoInvalida);
  const base = await buscarBaseDados(deps, sigla, vinculo.idDataBase);
  if (!base) return { opcoes: [], proximoCursor: null };
  return opcoesDaColuna(deps, sigla, base, vinculo.idColuna, busca, cursor);
}
