import { mensagensRelatorio } from '@wf/shared/schemas/relatorio';
import { erro } from '../../kernel/errors';

/** Errors of the reports, with the messages users see. */
export const erroRelatorio = {
  cursorInvalido: () =>
    erro.validacao(mensagensRelatorio.cursorInvalido, { cursor: mensagensRelatorio.cursorInvalido }),
};
