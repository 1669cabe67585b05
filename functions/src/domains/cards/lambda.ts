import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { deixarDeSeguir, seguir } from './handlers/acompanhamento';
import { buscarBinarioPublico, linkPublicoAnexo } from './handlers/binarios';
import {
  buscarAnexos,
  confirmarUploadAnexo,
  downloadAnexo,
  excluirAnexoCard,
  solicitarUploadAnexo,
} from './handlers/anexos';
import {
  atualizarChecklistsCard,
  buscarChecklists,
  excluirChecklistCard,
  inserirChecklistCard,
} from './handlers/checklists';
import { buscarComentarios, excluirComentarioCard, inserirComentarioCard } from './handlers/comentarios';
import { excluirEtiquetaCard, inserirEtiquetaCard } from './handlers/etiquetas';
import { confirmarAnexoPublico, opcoesPublicas, inserirPeloFormularioPublico } from './handlers/formularioPublico';
import { buscarResponsaveis, excluirResponsavelCard, inserirResponsavelCard } from './handlers/responsaveis';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'GET /api/instancia/responsaveis/buscar-por-instancia/{id}': buscarResponsaveis,
  'POST /api/instancia/responsaveis/inserir': inserirResponsavelCard,
  'DELETE /api/instancia/responsaveis/excluir/{idInstancia}/{email}': excluirResponsavelCard,
  'POST /api/instancia/acompanhamento/inserir': seguir,
  'DELETE /api/instancia/acompanhamento/excluir/{idInstancia}': deixarDeSeguir,
  'POST /api/instancia/etiquetas/inserir': inserirEtiquetaCard,
  'DELETE /api/instancia/etiquetas/excluir/{idInstancia}/{idEtiqueta}': excluirEtiquetaCard,
  'GET /api/instancia/checklists/buscar-por-instancia/{id}': buscarChecklists,
  'POST /api/instancia/checklists/inserir': inserirChecklistCard,
  'PUT /api/instancia/checklists/atualizar': atualizarChecklistsCard,
  'DELETE /api/instancia/checklists/excluir/{id}': excluirChecklistCard,
  'GET /api/instancia/comentarios/buscar-por-instancia/{id}': buscarComentarios,
  'POST /api/instancia/comentarios/inserir': inserirComentarioCard,
  'DELETE /api/instancia/comentarios/excluir/{id}': excluirComentarioCard,
  'GET /api/instancia/anexos/buscar-por-instancia/{id}': buscarAnexos,
  'POST /api/instancia/anexos/solicitar-upload/{idInstancia}': solicitarUploadAnexo,
  'POST /api/instancia/anexos/confirmar/{idAnexo}': confirmarUploadAnexo,
  'DELETE /api/instancia/anexos/excluir/{idAnexo}': excluirAnexoCard,
  'GET /api/instancia/anexos/download/{idAnexo}': downloadAnexo,
  'POST /api/instancia/anexos/link-publico/{idAnexo}': linkPublicoAnexo,
  'GET /api/binarios/buscar/{idBinario}/{publicHash}': buscarBinarioPublico,
  'POST /api/instancias/inserir/{customer}/{hash}': inserirPeloFormularioPublico,
  'POST /api/instancias/anexos-publicos/confirmar/{customer}/{hash}/{idAnexo}': confirmarAnexoPublico,
  'GET /api/instancias/opcoes-publicas/{customer}/{hash}': opcoesPublicas,
};

export const handler = httpLambda('cards', rotas);
