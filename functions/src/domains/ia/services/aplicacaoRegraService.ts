import { inserirRegraSchema } from '@wf/shared/schemas/regra';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import { validar } from '../../../kernel/zodErro';
import type { Sessao } from '../../../kernel/sessao';
import { buscarTarefa } from '../../../data/repositories/iaRepository';
import { idDerivadoDe } from '../../../lib/idDerivado';
import { inserirRegra, regraSalva } from '../../regras';
import { encerrarTarefa } from './encerramentoTarefa';

/**
 * iaRegraProposta: the rule the model proposed, saved by the rules service as the person who
 * asked (his session: the same schema, permission, reach and validation checks as a rule made by hand),
 * then the task ends. Refused by the service: the task fails with the service's message.
 */
export async function aplicarRegraProposta(deps: AppDeps, detalhe: { sigla: string; idTarefa: string }): Promise<void> {
  const { sigla, idTarefa } = detalhe;
  const t = await buscarTarefa(deps, sigla, idTarefa);
  if (!t || t.status !== 'processando' || !t.regraProposta || !t.tokenReivindicacao) return;
  const sessao: Sessao = {
    sigla,
    usuarioId: t.usuarioId,
    email: t.email,
    perfilUsuario: t.perfilUsuario,
    sessaoId: `ia:${t.id}`,
  };
  // The rule's id comes from the task: a delivery after a crash between the save and the task's
  // end finds the rule saved and ends the task with it, instead of saving a second one.
  const idRegra = idDerivadoDe('regra-ia', t.id);
  try {
    // The rules' own schema, as the insert route parses a rule made by hand (its pt-BR messages).
    const r =
      (await regraSalva(deps, sessao, idRegra)) ??
      (await inserirRegra(deps, sessao, validar(inserirRegraSchema, t.regraProposta), idRegra));
    await encerrarTarefa(deps, sigla, t, t.tokenReivindicacao, {
      status: 'concluida',
      resultado: { idRegra: r.id, descricao: r.descricao, jsonRegras: r.jsonRegras },
      tokens: t.tokens,
    });
  } catch (e) {
    if (!(e instanceof ErroDominio)) throw e;
    await encerrarTarefa(deps, sigla, t, t.tokenReivindicacao, {
      status: 'falhou',
      mensagem: e.message,
      tokens: t.tokens,
    });
  }
}
