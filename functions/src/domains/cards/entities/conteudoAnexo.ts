import { extensaoAceita, extensaoDoNome } from '@wf/shared/validation/arquivos';
import { assinaturaDaExtensao, executavel, pareceTexto } from '../../../lib/assinaturasDeArquivo';

export type ProblemaDoConteudo = 'executavel' | 'diferente';

/**
 * What is wrong with an attachment's first bytes for its declared name (whose extension agrees
 * with the declared type, checked when the upload was granted): a program ('executavel', always
 * refused, whatever was declared) or bytes of another type ('diferente'); null when they agree.
 * Types without a magic number must look like text.
 */
export function problemaDoConteudo(nomeArquivo: string, inicio: Uint8Array): ProblemaDoConteudo | null {
  if (executavel(inicio)) return 'executavel';
  const extensao = extensaoAceita(extensaoDoNome(nomeArquivo));
  if (!extensao) return 'diferente';
  const assinatura = assinaturaDaExtensao(extensao);
  const confere = assinatura ? assinatura(inicio) : pareceTexto(inicio);
  return confere ? null : 'diferente';
}
