import { CheckCircleTwoTone, CloseCircleTwoTone, ExperimentOutlined } from '@ant-design/icons';
import { ACOES_REGRA, OPERADORES, type JsonRegras } from '@wf/shared/schemas/regra';
import type { FluxoComEtapas } from '@wf/shared/types/fluxo';
import { Alert, Button, Collapse, Descriptions, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { mensagemDoErro } from '../../../../lib/api';
import { useCardsParaTeste, useSimularRegra } from '../../api/regras';

export interface TestarEmCardProps {
  dados: FluxoComEtapas;
  /** The rule as edited, unsaved. */
  jsonRegras: JsonRegras;
  /** What the rule still lacks: the dry run waits for it. */
  erros: string[];
  /** Present while the rule is off: a test that ran without errors offers to switch it on. */
  onLigar?: () => void;
}

const Sim = ({ ok }: { ok: boolean }) =>
  ok ? (
    <CheckCircleTwoTone twoToneColor="#52c41a" aria-label="Sim" />
  ) : (
    <CloseCircleTwoTone twoToneColor="#ff4d4f" aria-label="Não" />
  );

/**
 * 'Testar em um card': the unsaved rule evaluated on a real card by the server (which writes
 * nothing): each condition with its operands' values, the overall result and each action's payload.
 */
export function TestarEmCard({ dados, jsonRegras, erros, onLigar }: TestarEmCardProps) {
  const [aberto, setAberto] = useState(false);
  const [idInstancia, setIdInstancia] = useState<string | null>(null);
  const cards = useCardsParaTeste(dados.Fluxo.id, dados.listaEtapas, aberto);
  const simular = useSimularRegra();
  const resultado = simular.data;

  const conteudo = (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select
          showSearch
          aria-label="Card para testar"
          placeholder="Buscar card pelo título"
          style={{ minWidth: 320 }}
          loading={cards.isPending}
          optionFilterProp="label"
          value={idInstancia ?? undefined}
          options={(cards.data ?? []).map((c) => ({ value: c.id, label: `${c.descricao} (${c.etapa})` }))}
          onChange={(v: string) => setIdInstancia(v)}
        />
        <Button
          type="primary"
          ghost
          disabled={!idInstancia || erros.length > 0}
          loading={simular.isPending}
          // Its name stays 'Testar' while loading (the spinner icon would otherwise join it).
          aria-label="Testar"
          onClick={() => idInstancia && simular.mutate({ idInstancia, jsonRegras })}
        >
          Testar
        </Button>
      </Flex>
      {erros.length > 0 && <Typography.Text type="secondary">Para testar: {erros.join('; ')}</Typography.Text>}
      {simular.isError && <Alert type="error" showIcon title={mensagemDoErro(simular.error)} />}
      {resultado && (
        <Flex vertical gap={8} aria-label="Resultado do teste" role="region">
          <Alert
            type={resultado.resultado === 'S' ? 'success' : 'warning'}
            showIcon
            title={
              resultado.resultado === 'S'
                ? 'As condições foram atendidas: as ações seriam executadas'
                : 'As condições não foram atendidas: nenhuma ação seria executada'
            }
          />
          {resultado.condicoes.length > 0 && (
            <ul aria-label="Condições testadas" style={{ margin: 0, paddingLeft: 16 }}>
              {resultado.condicoes.map((c, i) => {
                const cond = jsonRegras.condicionais.listaCondicionais.find((x) => x.id === c.id);
                return (
                  <li key={c.id}>
                    <Flex gap={6} align="center" wrap>
                      <Sim ok={c.condicaoSatisfeita === 'S'} />
                      <Typography.Text>
                        Condição {i + 1}: {cond?.operandoUm.descricaoVisual ?? cond?.operandoUm.nomeInterno}{' '}
                        {cond?.operador ? OPERADORES[cond.operador.key].value : ''}{' '}
                        {cond?.operandoDois?.nomeInterno ?? ''}
                      </Typography.Text>
                      <Tag>valor: {c.valorOperandoUm ?? '(vazio)'}</Tag>
                      {c.valorOperandoDois !== null && <Tag>comparado a: {c.valorOperandoDois}</Tag>}
                      <Typography.Text strong>
                        {c.condicaoSatisfeita === 'S' ? 'satisfeita' : 'não satisfeita'}
                      </Typography.Text>
                    </Flex>
                  </li>
                );
              })}
            </ul>
          )}
          {onLigar && resultado.acoes.every((a) => !a.erro) && (
            <Alert
              type="info"
              showIcon
              title="O teste correu sem erros. A regra está desligada: quer ligá-la?"
              description="Ela passa a executar depois que você salvar."
              action={
                <Button type="primary" size="small" onClick={onLigar}>
                  Ligar regra
                </Button>
              }
            />
          )}
          <Descriptions size="small" column={1} bordered title="Ações" aria-label="Ações testadas">
            {resultado.acoes.map((a) => (
              <Descriptions.Item key={a.id} label={ACOES_REGRA[a.key]?.title ?? a.title}>
                {a.erro ? <Typography.Text type="danger">{a.erro}</Typography.Text> : null}
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {JSON.stringify(a.payload, null, 2)}
                </pre>
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Flex>
      )}
    </Flex>
  );

  return (
    <Collapse
      onChange={(chaves) => setAberto(chaves.length > 0)}
      items={[
        {
          key: 'teste',
          label: (
            <span>
              <ExperimentOutlined aria-hidden /> Testar em um card
            </span>
          ),
          children: conteudo,
        },
      ]}
    />
  );
}
