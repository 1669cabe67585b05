import * as z from 'zod';
import { paletaCores } from '../constants/fluxos';
import { identificador } from './campos';

export const mensagensEtiqueta = {
  nomeObrigatorio: 'Nome da etiqueta é obrigatório',
  corObrigatoria: 'Cor da etiqueta é obrigatório',
  naoEncontrada: 'Etiqueta não encontrada',
  criada: 'Etiqueta criada com sucesso!',
  atualizada: 'Etiqueta atualizada com sucesso!',
  excluida: 'Etiqueta excluída com sucesso!',
} as const;

const nome = z
  .string({ error: mensagensEtiqueta.nomeObrigatorio })
  .trim()
  .min(1, mensagensEtiqueta.nomeObrigatorio)
  .max(60, 'Informe no máximo 60 caracteres');
const cor = z.enum(paletaCores, { error: mensagensEtiqueta.corObrigatoria });

/** POST /api/etiquetas/inserir */
export const inserirEtiquetaSchema = z.object({
  Etiqueta: z.object({ idFluxo: identificador('Fluxo não informado'), descricao: nome, cor }),
});
/** PUT /api/etiquetas/atualizar */
export const atualizarEtiquetaSchema = z.object({
  Etiqueta: z.object({ id: identificador(), descricao: nome, cor }),
});
/** POST /api/etiquetas/excluir */
export const excluirEtiquetaSchema = z.object({ idEtiqueta: identificador('Etiqueta não informada') });
