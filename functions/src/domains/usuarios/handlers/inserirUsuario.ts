import { inserirUsuarioEnvelope } from '@wf/shared/schemas/usuario';
import { criado, rotaPublica } from '../../../kernel/http/route';
import { cadastrarUsuario } from '../services/cadastroService';
import { mensagensUsuario } from './respostas';

/** POST /api/usuario/inserir: the envelope here, the Usuario by the tenant's own rules in the service. */
export const inserirUsuario = rotaPublica({
  body: inserirUsuarioEnvelope,
  handle: async (deps, { body }) => {
    const { exigeAtivacao } = await cadastrarUsuario(deps, body);
    return criado({ mensagem: exigeAtivacao ? mensagensUsuario.cadastroComAtivacao : mensagensUsuario.cadastro });
  },
});
