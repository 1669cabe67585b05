import { mensagensCard } from '@wf/shared/constants/cards';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { Anexo } from '@wf/shared/types/instancia';
import { useState } from 'react';
import { ApiError, mensagemDoErro } from '../../../lib/api';
import { validarArquivo } from '../../../lib/formularioDinamico';
import { toast } from '../../../lib/toast';
import { useInvalidarAnexos } from '../api/anexos';
import { enviarAnexoCard } from '../api/enviar-anexo';
import { validarAnexoCard } from '../utils/anexos';

export interface EnvioEmAndamento {
  uid: string;
  nomeArquivo: string;
  percentual: number;
}

/**
 * Card attachment uploads with their progress; checks the file first, toasts failures (413: the
 * fixed message). With `campo` the file goes to that stage-form attachment field: the field's
 * limits are checked here too, and the server appends the attachment to the field's value.
 */
export function useEnviarAnexos(idInstancia: string, idFluxo: string) {
  const [envios, setEnvios] = useState<EnvioEmAndamento[]>([]);
  const invalidar = useInvalidarAnexos(idInstancia, idFluxo);

  const atualizar = (uid: string, percentual: number) =>
    setEnvios((atuais) => atuais.map((e) => (e.uid === uid ? { ...e, percentual } : e)));

  const enviar = async (
    arquivo: File,
    campo?: Pick<CampoFormulario, 'nomeVariavel' | 'tiposArquivosAceitos' | 'tamanhoMaximoArquivo'>,
  ): Promise<Anexo | null> => {
    const erro = (campo && validarArquivo(campo, arquivo)) || validarAnexoCard(arquivo);
    if (erro) {
      toast.erro(erro);
      return null;
    }
    const uid = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    setEnvios((atuais) => [...atuais, { uid, nomeArquivo: arquivo.name, percentual: 0 }]);
    try {
      const anexo = await enviarAnexoCard(idInstancia, arquivo, (p) => atualizar(uid, p), campo?.nomeVariavel);
      await invalidar();
      return anexo;
    } catch (falha) {
      if (falha instanceof ApiError)
        toast.erro(falha.status === 413 ? mensagensCard.anexoGrande : mensagemDoErro(falha));
      else toast.erro(falha instanceof Error ? falha.message : mensagemDoErro(falha));
      return null;
    } finally {
      setEnvios((atuais) => atuais.filter((e) => e.uid !== uid));
    }
  };

  return { envios, enviar };
}
