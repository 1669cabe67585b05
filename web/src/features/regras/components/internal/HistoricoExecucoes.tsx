import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { EVENTOS_REGRA, mensagensRegra, type Regra } from '@wf/shared/schemas/regra';
import { Alert, Button, Empty, Flex, Modal, Skeleton, Spin, Typography } from 'antd';
import { mensagemDoErro } from '../../../../lib/api';
import { formatarDataHora } from '../../../../lib/datas';
import { useExecucoesRegra } from '../../api/regras';

export interface HistoricoExecucoesProps {
  /** The rule whose runs are shown; null keeps the modal closed. */
  regra: Regra | null;
  onFechar: () => void;
}

/** The runs of one rule, newest first; the next page loads when the list is scrolled to its end. */
export function HistoricoExecucoes({ regra, onFechar }: HistoricoExecucoesProps) {
  const consulta = useExecucoesRegra(regra?.id ?? null);
  const execucoes = consulta.data?.pages.flatMap((p) => p.listaExecucoesRegra) ?? [];

  const handleRolar = (e: React.UIEvent<HTMLElement>) => {
    const el = e.currentTarget;
    if (
      el.scrollTop + el.clientHeight >= el.scrollHeight - 40 &&
      consulta.hasNextPage &&
      !consulta.isFetchingNextPage
    ) {
      void consulta.fetchNextPage();
    }
  };

  let conteudo;
  if (consulta.isPending) conteudo = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (consulta.isError)
    conteudo = (
      <Alert
        type="error"
        showIcon
        title="Não foi possível carregar as execuções."
        description={mensagemDoErro(consulta.error)}
        action={<Button onClick={() => void consulta.refetch()}>Tentar novamente</Button>}
      />
    );
  else if (execucoes.length === 0) conteudo = <Empty description={mensagensRegra.semExecucoes} />;
  else
    conteudo = (
      <ul
        aria-label="Execuções da regra"
        onScroll={handleRolar}
        style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 480, overflowY: 'auto' }}
      >
        {execucoes.map((x) => (
          <li key={x.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(127,127,127,0.2)' }}>
            <Flex gap={8} align="start">
              {x.comErro === 'S' ? (
                <CloseCircleOutlined aria-hidden style={{ color: '#ff4d4f', marginTop: 4 }} />
              ) : (
                <CheckCircleOutlined aria-hidden style={{ color: '#52c41a', marginTop: 4 }} />
              )}
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>
                  {x.comErro === 'S' ? mensagensRegra.execucaoComErro : mensagensRegra.execucaoComSucesso}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {formatarDataHora(x.dataHoraExecucao)}
                  {x.Instancia ? ` · Card: ${x.Instancia.descricao ?? x.Instancia.id}` : ''}
                  {x.evento ? ` · ${EVENTOS_REGRA[x.evento]}` : ''}
                </Typography.Text>
                {x.detalhesErro && (
                  <Typography.Paragraph
                    style={{ whiteSpace: 'pre-wrap', margin: 0 }}
                    ellipsis={{ rows: 4, expandable: true, symbol: 'mais' }}
                  >
                    {x.detalhesErro}
                  </Typography.Paragraph>
                )}
              </Flex>
            </Flex>
          </li>
        ))}
        {consulta.isFetchingNextPage && (
          <li style={{ textAlign: 'center', padding: 8 }}>
            <Spin size="small" />
          </li>
        )}
      </ul>
    );

  return (
    <Modal
      title={regra ? `Histórico - ${regra.descricao}` : ''}
      open={Boolean(regra)}
      onCancel={onFechar}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {conteudo}
    </Modal>
  );
}
