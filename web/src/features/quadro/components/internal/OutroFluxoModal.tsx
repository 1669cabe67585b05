import { App, Alert, Form, Modal, Radio, Select, Typography } from 'antd';
import { mensagensCard } from '@wf/shared/constants/cards';
import type { Etapa } from '@wf/shared/types/fluxo';
import type { ErroMovimentacao, InstanciaResumo } from '@wf/shared/types/instancia';
import { useState } from 'react';
import { mensagemDoErro } from '../../../../lib/api';
import { errosDeMovimentacao } from '../../../../lib/cards';
import { toast } from '../../../../lib/toast';
import { ehJob, useCopiarMoverEntreFluxos } from '../../api/copiar-mover-entre-fluxos';
import { useEtapasFluxo, useFluxosDestino } from '../../api/get-fluxos-destino';

export type AlvoOutroFluxo =
  { tipo: 'card'; card: InstanciaResumo; operacao: 'M' | 'C' } | { tipo: 'etapa'; etapa: Etapa; operacao: 'M' | 'C' };

export interface OutroFluxoModalProps {
  idFluxo: string;
  alvo: AlvoOutroFluxo | null;
  onErros: (erros: ErroMovimentacao[]) => void;
  /** A whole stage runs as a job: the board shows its progress. */
  onJob: (idJob: string) => void;
  onFechar: () => void;
}

/**
 * A card (or every card of a stage) to a stage of another flow that receives cards. A
 * move asks 'Confirmar movimentação para outro fluxo?': the card's history is lost.
 */
export function OutroFluxoModal({ idFluxo, alvo, onErros, onJob, onFechar }: OutroFluxoModalProps) {
  const { modal } = App.useApp();
  const [idFluxoDestino, setIdFluxoDestino] = useState<string | null>(null);
  const [idEtapaDestino, setIdEtapaDestino] = useState<string | null>(null);
  const [operacao, setOperacao] = useState<'M' | 'C' | null>(null);
  const fluxos = useFluxosDestino(idFluxo, alvo !== null);
  const etapas = useEtapasFluxo(idFluxoDestino);
  const enviar = useCopiarMoverEntreFluxos(idFluxo);
  const tipoOperacao = operacao ?? alvo?.operacao ?? 'M';

  const handleFluxo = (valor: string) => {
    setIdFluxoDestino(valor);
    setIdEtapaDestino(null);
  };

  const executar = () => {
    if (!alvo || !idFluxoDestino || !idEtapaDestino) return;
    const origem = alvo.tipo === 'card' ? { idInstancia: alvo.card.id } : { idEtapaOrigem: alvo.etapa.id };
    enviar.mutate(
      { ...origem, idFluxoDestino, idEtapaDestino, tipoOperacao },
      {
        onSuccess: (resposta) => {
          if (ehJob(resposta)) {
            toast.info(resposta.mensagem ?? 'Operação iniciada.');
            onJob(resposta.Job.id);
            onFechar();
            return;
          }
          toast.sucesso(
            resposta?.mensagem ?? (tipoOperacao === 'M' ? 'Card movido com sucesso' : 'Card copiado com sucesso'),
          );
          onFechar();
        },
        onError: (erro) => {
          const erros = errosDeMovimentacao(erro);
          if (erros) onErros(erros);
          else toast.erro(mensagemDoErro(erro));
        },
      },
    );
  };

  const handleOk = () => {
    if (tipoOperacao === 'C') {
      executar();
      return;
    }
    modal.confirm({
      title: mensagensCard.confirmarOutroFluxo,
      content: mensagensCard.historicoPerdido,
      okText: 'Mover',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: executar,
    });
  };

  const handleDepoisDeFechar = () => {
    setIdFluxoDestino(null);
    setIdEtapaDestino(null);
    setOperacao(null);
  };

  const nome = alvo?.tipo === 'card' ? `o card ${alvo.card.descricao}` : `os cards de ${alvo?.etapa.descricao ?? ''}`;
  const listaFluxos = fluxos.data ?? [];
  const listaEtapas = [...(etapas.data?.listaEtapas ?? [])].sort((a, b) => a.ordemExibicao - b.ordemExibicao);

  return (
    <Modal
      open={alvo !== null}
      title={tipoOperacao === 'M' ? 'Mover para outro fluxo' : 'Copiar para outro fluxo'}
      okText={tipoOperacao === 'M' ? 'Mover' : 'Copiar'}
      cancelText="Cancelar"
      onOk={handleOk}
      onCancel={onFechar}
      afterClose={handleDepoisDeFechar}
      okButtonProps={{ disabled: !idEtapaDestino, loading: enviar.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph>Escolha o fluxo e a etapa para onde levar {nome}.</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Operação">
          <Radio.Group
            value={tipoOperacao}
            onChange={(e) => setOperacao(e.target.value as 'M' | 'C')}
            options={[
              { value: 'M', label: 'Mover' },
              { value: 'C', label: 'Copiar' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Fluxo de destino" htmlFor="outro-fluxo-fluxo">
          <Select
            id="outro-fluxo-fluxo"
            value={idFluxoDestino}
            onChange={handleFluxo}
            loading={fluxos.isPending}
            placeholder="Selecione o fluxo"
            notFoundContent="Nenhum fluxo recebe cards"
            showSearch={{ optionFilterProp: 'label' }}
            options={listaFluxos.map((f) => ({ value: f.id, label: f.descricao }))}
          />
        </Form.Item>
        <Form.Item label="Etapa de destino" htmlFor="outro-fluxo-etapa">
          <Select
            id="outro-fluxo-etapa"
            value={idEtapaDestino}
            onChange={setIdEtapaDestino}
            disabled={!idFluxoDestino}
            loading={etapas.isFetching}
            placeholder="Selecione a etapa"
            options={listaEtapas.map((e) => ({ value: e.id, label: e.descricao }))}
          />
        </Form.Item>
      </Form>
      {tipoOperacao === 'M' && <Alert type="warning" showIcon title={mensagensCard.historicoPerdido} />}
    </Modal>
  );
}
