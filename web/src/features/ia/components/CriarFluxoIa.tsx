import { Alert, Button, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import type { CriarFluxoIaProps } from '../../../components/assistenteIa';
import { mensagemDoErro } from '../../../lib/api';
import { idDoFluxoCriado, useInserirFluxoGpt } from '../api/fluxoGpt';
import { iniciarTarefaIa } from '../api/tarefas';
import type { ResultadoCriarFluxo } from '../api/tipos';
import { usePedidoIa } from '../hooks/usePedidoIa';
import { iniciarRevisao, problemaDaRevisao, type PropostaEmRevisao } from '../utils/propostaFluxo';
import { erroDescricaoProcesso, juntarTexto } from '../utils/validacoes';
import { GravadorAudio } from './GravadorAudio';
import { ProgressoIa } from './ProgressoIa';
import { RevisaoFluxo } from './RevisaoFluxo';
import { SeloDemonstracao } from './SeloDemonstracao';

const DICAS_TRANSCRICAO = 'Descrição de um processo de trabalho: etapas, responsáveis e informações de cada etapa.';

/**
 * The create-flow dialog's AI tab: the process described (typed or dictated, at least ten
 * words), the proposed flow shown for review (stages, links, fields; names editable, stages and
 * fields removable), then created in one call; the screen opens its board.
 */
export function CriarFluxoIa({ onCriado, onOcupado }: CriarFluxoIaProps) {
  const [texto, setTexto] = useState('');
  const [erroTexto, setErroTexto] = useState<string | null>(null);
  const [gravando, setGravando] = useState(false);
  const [proposta, setProposta] = useState<PropostaEmRevisao | null>(null);
  const [modeloDemonstracao, setModeloDemonstracao] = useState(false);
  const pedido = usePedidoIa<{ texto: string }, ResultadoCriarFluxo>(
    (corpo) => iniciarTarefaIa('criar-fluxo', corpo),
    (resultado, demonstracao) => {
      setProposta(iniciarRevisao(resultado));
      setModeloDemonstracao(demonstracao);
    },
  );
  const inserir = useInserirFluxoGpt();
  const ocupado = pedido.ocupado || gravando || inserir.isPending;

  useEffect(() => {
    onOcupado?.(ocupado);
  }, [ocupado, onOcupado]);

  const handleGerar = () => {
    const erro = erroDescricaoProcesso(texto);
    setErroTexto(erro);
    if (!erro) pedido.pedir({ texto: texto.trim() });
  };

  const handleCriar = () => {
    if (!proposta || problemaDaRevisao(proposta)) return;
    inserir.mutate(proposta, { onSuccess: (r) => onCriado(idDoFluxoCriado(r)) });
  };

  if (proposta) {
    const problema = problemaDaRevisao(proposta);
    return (
      <Flex vertical gap={12}>
        <SeloDemonstracao visivel={modeloDemonstracao} />
        <RevisaoFluxo proposta={proposta} desabilitado={inserir.isPending} onAlterar={setProposta} />
        {problema && <Alert type="warning" showIcon title={problema} />}
        {inserir.isError && <Alert type="error" showIcon role="alert" title={mensagemDoErro(inserir.error)} />}
        <Flex gap={8} justify="flex-end" wrap>
          <Button
            disabled={inserir.isPending}
            onClick={() => {
              setProposta(null);
              pedido.reiniciar();
            }}
          >
            Voltar à descrição
          </Button>
          <Button type="primary" loading={inserir.isPending} disabled={!!problema} onClick={handleCriar}>
            Criar fluxo
          </Button>
        </Flex>
      </Flex>
    );
  }

  const { estado } = pedido;
  return (
    <Form layout="vertical" onFinish={handleGerar}>
      <Form.Item
        label="Descreva o processo"
        htmlFor="descricao-processo-ia"
        required
        validateStatus={erroTexto ? 'error' : undefined}
        help={
          erroTexto ?? 'Conte, em poucas frases, as etapas do processo, quem participa e o que se registra em cada uma.'
        }
      >
        <Input.TextArea
          id="descricao-processo-ia"
          disabled={ocupado}
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            if (erroTexto) setErroTexto(erroDescricaoProcesso(e.target.value));
          }}
          autoSize={{ minRows: 4, maxRows: 10 }}
          maxLength={4000}
          placeholder="Ex.: Recebemos pedidos de compra, o gestor aprova, o financeiro paga e o almoxarifado confere a entrega."
        />
      </Form.Item>
      <Flex vertical gap={12}>
        <GravadorAudio
          promptsAdicionais={DICAS_TRANSCRICAO}
          desabilitado={pedido.ocupado}
          onTexto={(t) => setTexto((atual) => juntarTexto(atual, t))}
          onOcupado={setGravando}
        />
        {pedido.ocupado && <ProgressoIa texto="Gerando a proposta de fluxo com IA..." />}
        {estado.fase === 'erro' && <Alert type="error" showIcon role="alert" title={estado.mensagem} />}
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={pedido.ocupado} disabled={ocupado}>
            Gerar fluxo com IA
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
