import { RobotOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import type { RegraIaProps } from '../../../components/assistenteIa';
import { chaves } from '../../../lib/chavesDeConsulta';
import { iniciarTarefaIa } from '../api/tarefas';
import type { ResultadoCriarRegra } from '../api/tipos';
import { usePedidoIa } from '../hooks/usePedidoIa';
import { mensagensIa } from '../utils/constantes';
import { juntarTexto } from '../utils/validacoes';
import { mensagemComResposta } from '../utils/conversaRegra';
import { GravadorAudio } from './GravadorAudio';
import { ProgressoIa } from './ProgressoIa';
import { SeloDemonstracao } from './SeloDemonstracao';

export const ROTULO_PEDIDO_REGRA = 'Descreva a regra que deseja criar';
const DICAS_TRANSCRICAO = 'Pedido de uma regra de automação de um fluxo de trabalho, com etapas, etiquetas e pessoas.';

/**
 * The rules panel's AI part: a request in Portuguese becomes a saved rule (the list refreshes),
 * or the model asks back and its question becomes the input's label for the answer. The panel
 * locks while the request, a recording or a transcription runs.
 */
export function RegraIa({ contexto, onRegraCriada, onOcupado }: RegraIaProps) {
  const queryClient = useQueryClient();
  const [texto, setTexto] = useState('');
  const [erroTexto, setErroTexto] = useState<string | null>(null);
  const [gravando, setGravando] = useState(false);
  // The request the model asked about, with its question: the answer is sent along with them.
  const [conversa, setConversa] = useState<{ pedido: string; pergunta: string } | null>(null);
  const [criada, setCriada] = useState<{ descricao: string; demonstracao: boolean } | null>(null);
  const pedido = usePedidoIa<{ userMessage: string }, ResultadoCriarRegra>(
    ({ userMessage }) => iniciarTarefaIa('criar-regra', { ...contexto, userMessage }),
    (resultado, demonstracao) => {
      if ('pergunta' in resultado) return;
      setCriada({ descricao: resultado.descricao, demonstracao });
      setConversa(null);
      setTexto('');
      void queryClient.invalidateQueries({ queryKey: chaves.regras.lista(contexto.idFluxo) });
      onRegraCriada(resultado.idRegra);
    },
  );
  const { estado } = pedido;
  const ocupado = pedido.ocupado || gravando;

  useEffect(() => {
    onOcupado(ocupado);
  }, [ocupado, onOcupado]);

  // A clarifying question: it becomes the label, and the input waits for the answer.
  const pergunta = estado.fase === 'concluido' && 'pergunta' in estado.resultado ? estado.resultado.pergunta : null;
  useEffect(() => {
    if (!pergunta) return;
    setConversa((atual) => ({ pedido: atual ? atual.pedido : texto, pergunta }));
    setTexto('');
    // Only when a new question arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pergunta]);

  const handleEnviar = () => {
    if (!texto.trim()) {
      setErroTexto(mensagensIa.descricaoObrigatoria);
      return;
    }
    setErroTexto(null);
    setCriada(null);
    const userMessage = conversa ? mensagemComResposta(conversa.pedido, conversa.pergunta, texto) : texto.trim();
    if (conversa) setConversa({ ...conversa, pedido: userMessage });
    pedido.pedir({ userMessage });
  };

  const rotulo = conversa?.pergunta ?? ROTULO_PEDIDO_REGRA;
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <RobotOutlined aria-hidden />
          Assistente de regras (IA)
        </Flex>
      }
    >
      <Form layout="vertical" onFinish={handleEnviar}>
        <Form.Item
          label={rotulo}
          htmlFor="pedido-regra-ia"
          validateStatus={erroTexto ? 'error' : undefined}
          help={erroTexto ?? undefined}
        >
          <Input.TextArea
            id="pedido-regra-ia"
            value={texto}
            disabled={ocupado}
            onChange={(e) => setTexto(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            placeholder="Ex.: quando o valor passar de 5 mil, mande para a diretoria"
          />
        </Form.Item>
        <Flex vertical gap={8}>
          <GravadorAudio
            promptsAdicionais={DICAS_TRANSCRICAO}
            desabilitado={pedido.ocupado}
            onTexto={(t) => setTexto((atual) => juntarTexto(atual, t))}
            onOcupado={setGravando}
          />
          {pedido.ocupado && <ProgressoIa texto="Criando a regra com IA..." />}
          {estado.fase === 'erro' && <Alert type="error" showIcon role="alert" title={estado.mensagem} />}
          {pergunta && estado.fase === 'concluido' && <SeloDemonstracao visivel={estado.modeloDemonstracao} />}
          {criada && (
            <Alert
              type="success"
              showIcon
              role="status"
              title={`Regra "${criada.descricao}" criada com IA`}
              description={
                <Flex vertical gap={4} align="flex-start">
                  Revise-a na lista de regras antes de ativá-la.
                  <SeloDemonstracao visivel={criada.demonstracao} />
                </Flex>
              }
            />
          )}
          <Flex justify="flex-end" gap={8}>
            {conversa && (
              <Button
                disabled={ocupado}
                onClick={() => {
                  setConversa(null);
                  pedido.reiniciar();
                }}
              >
                Recomeçar
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={pedido.ocupado} disabled={ocupado}>
              {conversa ? 'Responder' : 'Gerar regra com IA'}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
