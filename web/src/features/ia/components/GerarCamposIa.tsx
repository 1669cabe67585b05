import { RobotOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { GerarCamposIaProps } from '../../../components/assistenteIa';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { iniciarTarefaIa } from '../api/tarefas';
import type { ResultadoGerarCampos } from '../api/tipos';
import { usePedidoIa } from '../hooks/usePedidoIa';
import { contextoDoFluxo } from '../utils/relacoesEtapas';
import { ProgressoIa } from './ProgressoIa';
import { SeloDemonstracao } from './SeloDemonstracao';

const TITULO = 'Gerar campos com IA';

/**
 * The stage form editor's 'Gerar campos com IA': fields proposed from the flow's context and the
 * stage, listed, then added to the editor (nothing is saved until the editor's Salvar).
 */
export function GerarCamposIa({ idFluxo, etapa, onGerados }: GerarCamposIaProps) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button icon={<RobotOutlined aria-hidden />} onClick={() => setAberto(true)}>
        {TITULO}
      </Button>
      {aberto && (
        <DialogoGerarCampos
          idFluxo={idFluxo}
          etapa={etapa}
          onGerados={(campos) => {
            onGerados(campos);
            setAberto(false);
          }}
          onFechar={() => setAberto(false)}
        />
      )}
    </>
  );
}

function DialogoGerarCampos({ idFluxo, etapa, onGerados, onFechar }: GerarCamposIaProps & { onFechar: () => void }) {
  const fluxo = useFluxoComEtapas(idFluxo);
  const pedido = usePedidoIa<null, ResultadoGerarCampos>(() => {
    const contexto = fluxo.data
      ? contextoDoFluxo(fluxo.data)
      : { descricaoFluxo: '', detalhesFluxo: '', listaEtapas: [] };
    return iniciarTarefaIa('gerar-campos-etapa', {
      ...contexto,
      idFluxo,
      etapaAtual: { id: etapa.id, descricao: etapa.descricao },
    });
  });
  const { estado, pedir } = pedido;
  const pronto = fluxo.isSuccess;
  // The request starts as soon as the flow's context is at hand: the dialog asks nothing.
  useEffect(() => {
    if (pronto) pedir(null);
    // Once per dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pronto]);

  const campos = estado.fase === 'concluido' ? (estado.resultado.listaCamposFormulario ?? []) : [];
  return (
    <Modal
      open
      title={`${TITULO}: ${etapa.descricao}`}
      onCancel={onFechar}
      maskClosable={!pedido.ocupado}
      destroyOnHidden
      footer={[
        <Button key="cancelar" onClick={onFechar}>
          Cancelar
        </Button>,
        estado.fase === 'erro' && (
          <Button key="tentar" onClick={() => pedir(null)}>
            Tentar novamente
          </Button>
        ),
        <Button key="adicionar" type="primary" disabled={campos.length === 0} onClick={() => onGerados(campos)}>
          Adicionar ao formulário
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        {(pedido.ocupado || estado.fase === 'ocioso') && <ProgressoIa texto="Gerando os campos com IA..." />}
        {estado.fase === 'erro' && <Alert type="error" showIcon role="alert" title={estado.mensagem} />}
        {estado.fase === 'concluido' && (
          <>
            <SeloDemonstracao visivel={estado.modeloDemonstracao} />
            <Typography.Text>
              {campos.length
                ? 'Campos propostos (revise-os no editor antes de salvar):'
                : 'Nenhum campo foi proposto para esta etapa.'}
            </Typography.Text>
            <ul aria-label="Campos propostos" style={{ margin: 0, paddingLeft: 20 }}>
              {campos.map((c, i) => (
                <li key={i}>
                  {c.titulo}
                  {c.indObrigatorio ? ' (obrigatório)' : ''}
                </li>
              ))}
            </ul>
          </>
        )}
      </Flex>
    </Modal>
  );
}
