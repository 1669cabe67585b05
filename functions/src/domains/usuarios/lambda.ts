import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { ativarUsuario } from './handlers/ativarUsuario';
import { atualizarMinhaConta } from './handlers/atualizarMinhaConta';
import { atualizarTourStep } from './handlers/atualizarTourStep';
import { atualizarUsuario } from './handlers/atualizarUsuario';
import { buscarMinhaConta } from './handlers/buscarMinhaConta';
import { buscarUsuarios } from './handlers/buscarUsuarios';
import { confirmarEmail } from './handlers/confirmarEmail';
import { convidarUsuario } from './handlers/convidarUsuario';
import { dadosConvite } from './handlers/dadosConvite';
import { esqueciSenha } from './handlers/esqueciSenha';
import { inserirUsuario } from './handlers/inserirUsuario';
import { recuperarSenha } from './handlers/recuperarSenha';
import { reenviarConvite } from './handlers/reenviarConvite';
import { resetarSenha } from './handlers/resetarSenha';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'POST /api/usuario/inserir': inserirUsuario,
  'PATCH /api/usuario/ativarusuario': ativarUsuario,
  'POST /api/usuario/esquecisenha': esqueciSenha,
  'PATCH /api/usuario/resetarsenha': resetarSenha,
  'PATCH /api/usuario/recuperarsenha': recuperarSenha,
  'GET /api/usuario/buscar': buscarMinhaConta,
  'PUT /api/usuario/atualizar': atualizarMinhaConta,
  'GET /api/usuario/buscarUsuarios': buscarUsuarios,
  'PUT /api/usuario/atualizarUsuario': atualizarUsuario,
  'PUT /api/usuario/tourStep': atualizarTourStep,
  'PATCH /api/usuario/confirmaremail': confirmarEmail,
  'POST /api/usuario/convidar': convidarUsuario,
  'POST /api/usuario/reenviarConvite': reenviarConvite,
  'PATCH /api/usuario/dadosconvite': dadosConvite,
};

export const handler = httpLambda('usuarios', rotas);
