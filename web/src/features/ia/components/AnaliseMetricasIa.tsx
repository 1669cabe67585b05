import { BarChartOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { AnaliseMetricasIaProps } from '../../../components/assistenteIa';
import { HtmlSeguro } from '../../../components/HtmlSeguro';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { iniciarTarefaIa } from '../api/tarefas';
import type { ResultadoAnalisarMetricas } from '../api/tipos';
import { usePedidoIa } from '../hooks/usePedidoIa';
import { mensagensIa } from '../utils/constantes';
import { relacoesEtapas } from '../utils/relacoesEtapas';
import { ProgressoIa } from './ProgressoIa';
import { SeloDemonstracao } from './SeloDemonstracao';

const TITULO = 'Análise de métricas com IA';

/** The metrics tab's button and dialog: a question about the flow's metrics, answered as sanitised HTML. */
export function AnaliseMetricasIa({ idFluxo, metricas }: AnaliseMetricasIaProps) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button icon={<BarChartOutlined aria-hidden />} onClick={() => setAberto(true)}>
        {TITULO}
      </Button>
      {aberto && <DialogoAnalise idFluxo={idFluxo} metricas={metricas} onFechar={() => setAberto(false)} />}
    </>
  );
}

function DialogoAnalise({ idFluxo, metricas, onFechar }: AnaliseMetricasIaProps & { onFechar: () => void }) {
  const fluxo = useFluxoComEtapas(idFluxo);
  const [pergunta, setPergunta] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const pedido = usePedidoIa<{ pergunta: string }, ResultadoAnalisarMetricas>(({ pergunta: p }) =>
    iniciarTarefaIa('analisar-metricas', {
      idFluxo,
      pergunta: p,
      metricas,
      relacoesEtapas: fluxo.data ? relacoesEtapas(fluxo.data) : [],
    }),
  );
  const { estado } = pedido;

  const handleEnviar = () => {
    if (!pergunta.trim()) return setErro(mensagensIa.descricaoObrigatoria);
    setErro(null);
    pedido.pedir({ pergunta: pergunta.trim() });
  };

  return (
    <Modal
      open
      title={TITULO}
      onCancel={onFechar}
      footer={null}
      width={{ xs: '100%', md: 720 }}
      maskClosable={!pedido.ocupado}
      closable={!pedido.ocupado}
      keyboard={!pedido.ocupado}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={handleEnviar}>
        <Form.Item
          label="O que você quer saber sobre as métricas deste fluxo?"
          htmlFor="pergunta-metricas-ia"
          validateStatus={erro ? 'error' : undefined}
          help={erro ?? undefined}
        >
          <Input.TextArea
            id="pergunta-metricas-ia"
            value={pergunta}
            disabled={pedido.ocupado}
            onChange={(e) => setPergunta(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={1000}
            placeholder="Ex.: Onde os cards ficam parados por mais tempo?"
          />
        </Form.Item>
        <Flex vertical gap={12}>
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={pedido.ocupado} disabled={fluxo.isPending}>
              Analisar
            </Button>
          </Flex>
          {pedido.ocupado && <ProgressoIa texto="Analisando as métricas com IA..." />}
          {estado.fase === 'erro' && <Alert type="error" showIcon role="alert" title={estado.mensagem} />}
          {estado.fase === 'concluido' && (
            <section aria-label="Análise da IA">
              <SeloDemonstracao visivel={estado.modeloDemonstracao} />
              <HtmlSeguro html={estado.resultado.html} className="analise-metricas-ia" />
            </section>
          )}
        </Flex>
      </Form>
    </Modal>
  );
}
