import { DownloadOutlined } from '@ant-design/icons';
import { mensagensBaseDados } from '@wf/shared/schemas/baseDados';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { chaves } from '../../../../lib/chavesDeConsulta';
import { useImportacoes } from '../../api/importacao';
import { formatarTotal } from '../../utils/formatos';
import { baixarRejeitadas, percentualLido } from './ImportarCsvModal';

/** An import that ended longer ago than this is no longer announced on the page. */
const RECENTE_MS = 24 * 3600 * 1000;

/**
 * The base's latest import on its page: running (progress), or how it ended within the last day
 * (rows imported, invalid rows to download). The import is the server's: a page opened again
 * after the tab was closed mid-import finds it here. When it ends, the records and the counter
 * are read again.
 */
export function ImportacaoRecente({ idBase }: { idBase: string }) {
  const queryClient = useQueryClient();
  const ultima = useImportacoes(idBase).data?.find((i) => i.status !== 'aguardandoArquivo');
  const [dispensada, setDispensada] = useState<string | null>(null);
  const statusAnterior = useRef(ultima?.status);

  useEffect(() => {
    if (statusAnterior.current === 'processando' && ultima?.status !== 'processando')
      void queryClient.invalidateQueries({ queryKey: chaves.basesDados.base(idBase) });
    statusAnterior.current = ultima?.status;
  }, [ultima?.status, idBase, queryClient]);

  if (!ultima || dispensada === ultima.id) return null;
  if (ultima.status !== 'processando' && Date.now() - Date.parse(ultima.atualizadoEm) > RECENTE_MS) return null;

  if (ultima.status === 'processando')
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        style={{ marginBottom: 16 }}
        message={`Importação em andamento: ${formatarTotal(ultima.inseridos)} registro(s) importado(s)`}
        description={<Progress percent={percentualLido(ultima)} status="active" aria-label="Progresso da importação" />}
      />
    );
  // Its rows are listed and counted; their search index is still a few seconds behind.
  const indexando = ultima.status === 'concluida' && ultima.indexados < ultima.inseridos;
  const invalidas = ultima.totalInvalidas > 0 && (
    <Button
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      onClick={() => void baixarRejeitadas(idBase, ultima.id)}
    >
      Baixar linhas rejeitadas
    </Button>
  );
  return (
    <Alert
      type={ultima.status === 'falhou' ? 'warning' : 'success'}
      showIcon
      closable
      role="status"
      onClose={() => setDispensada(ultima.id)}
      style={{ marginBottom: 16 }}
      message={
        ultima.status === 'falhou'
          ? `${mensagensBaseDados.importacaoFalhou}: ${ultima.motivoFalha ?? ''}`
          : `${mensagensBaseDados.importacaoConcluida}: ${formatarTotal(ultima.inseridos)} registro(s) importado(s)`
      }
      description={
        ultima.totalInvalidas > 0 || indexando ? (
          <Space wrap>
            {indexando && mensagensBaseDados.importacaoIndexando}
            {ultima.totalInvalidas > 0 &&
              `${formatarTotal(ultima.totalInvalidas)} linha(s) com valor inválido não foram importadas.`}
            {invalidas}
          </Space>
        ) : undefined
      }
    />
  );
}
