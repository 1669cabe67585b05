import { Alert, Button, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import type { NovaEtapaIaProps } from '../../../components/assistenteIa';
import { iniciarTarefaIa } from '../api/tarefas';
import type { ResultadoCriarEtapa } from '../api/tipos';
import { usePedidoIa } from '../hooks/usePedidoIa';
import { mensagensIa } from '../utils/constantes';
import { paraPropostaEtapa } from '../utils/propostaEtapa';
import { contextoDoFluxo } from '../utils/relacoesEtapas';
import { juntarTexto } from '../utils/validacoes';
import { GravadorAudio } from './GravadorAudio';
import { ProgressoIa } from './ProgressoIa';
import { SeloDemonstracao } from './SeloDemonstracao';

/**
 * The 'Nova etapa' dialog's AI tab: the new stage described in a few words, the flow's context
 * sent along; the proposal fills the manual tab, where the person reviews it and creates it.
 */
export function NovaEtapaIa({ dados, onProposta, onOcupado }: NovaEtapaIaProps) {
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [gravando, setGravando] = useState(false);
  const pedido = usePedidoIa<{ novaEtapa: string }, ResultadoCriarEtapa>(({ novaEtapa }) => {
    const { listaEtapas, ...fluxo } = contextoDoFluxo(dados);
    return iniciarTarefaIa('criar-etapa', {
      ...fluxo,
      idFluxo: dados.Fluxo.id,
      listaEtapasAtuais: listaEtapas,
      novaEtapa,
    });
  });
  const { estado } = pedido;
  const ocupado = pedido.ocupado || gravando;
  useEffect(() => {
    onOcupado?.(ocupado);
  }, [ocupado, onOcupado]);

  const handleEnviar = () => {
    if (!texto.trim()) return setErro(mensagensIa.descricaoObrigatoria);
    setErro(null);
    pedido.pedir({ novaEtapa: texto.trim() });
  };

  return (
    <Form layout="vertical" onFinish={handleEnviar} component="div">
      <Form.Item
        label="Descreva a nova etapa"
        htmlFor="nova-etapa-ia"
        validateStatus={erro ? 'error' : undefined}
        help={erro ?? 'O nome, a cor e as etapas de origem são propostos a partir do fluxo atual.'}
      >
        <Input.TextArea
          id="nova-etapa-ia"
          value={texto}
          disabled={ocupado}
          onChange={(e) => setTexto(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={1000}
          placeholder="Ex.: uma etapa de conferência jurídica depois da aprovação"
        />
      </Form.Item>
      <Flex vertical gap={8}>
        <GravadorAudio
          promptsAdicionais="Descrição de uma etapa de um fluxo de trabalho."
          desabilitado={pedido.ocupado}
          onTexto={(t) => setTexto((atual) => juntarTexto(atual, t))}
          onOcupado={setGravando}
        />
        {pedido.ocupado && <ProgressoIa texto="Propondo a etapa com IA..." />}
        {estado.fase === 'erro' && <Alert type="error" showIcon role="alert" title={estado.mensagem} />}
        {estado.fase === 'concluido' && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={`Etapa proposta: ${estado.resultado.etapa.descricao}`}
            description={<SeloDemonstracao visivel={estado.modeloDemonstracao} />}
            action={
              <Button type="primary" size="small" onClick={() => onProposta(paraPropostaEtapa(estado.resultado.etapa))}>
                Revisar e criar
              </Button>
            }
          />
        )}
        <Flex justify="flex-end">
          <Button htmlType="button" type="primary" loading={pedido.ocupado} disabled={ocupado} onClick={handleEnviar}>
            Propor etapa com IA
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
