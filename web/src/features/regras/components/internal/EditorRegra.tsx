import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ACOES_REGRA,
  EVENTOS_REGRA,
  LIMITES_REGRA,
  mensagensRegra,
  OPERACOES_LOGICAS,
  OPERADORES,
  type ChaveAcao,
  type ChaveEventoRegra,
  type CondicaoRegra,
  type JsonRegras,
  type OperacaoLogica,
  type Regra,
} from '@wf/shared/schemas/regra';
import type { FluxoComEtapas } from '@wf/shared/types/fluxo';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { useSalvarRegra, useVariaveisRegra } from '../../api/regras';
import {
  acoesDisponiveis,
  errosDaRegra,
  EVENTOS_DE_ETAPA,
  eventoDaChave,
  gravarAcao,
  jsonRegrasVazio,
  novoId,
  operadoresDoTipo,
  trocarOperador,
  trocarOperandoUm,
} from '../../utils/regraEdicao';
import { DialogoAcao } from './DialogoAcao';
import { TestarEmCard } from './TestarEmCard';

export interface EditorRegraProps {
  dados: FluxoComEtapas;
  /** null: a new rule. */
  regra: Regra | null;
  /** The creator (or a new rule): others only view. */
  podeSalvar: boolean;
  onConcluir: () => void;
}

const obrigatorio = (vazio: boolean, tentou: boolean) =>
  vazio && tentou ? { validateStatus: 'error' as const, help: mensagensRegra.campoObrigatorio } : {};

/** The rule editor: title, priority, On/Off and the blocks 'Quando...', conditions and actions. */
export function EditorRegra({ dados, regra, podeSalvar, onConcluir }: EditorRegraProps) {
  const idFluxo = dados.Fluxo.id;
  const [descricao, setDescricao] = useState(regra?.descricao ?? mensagensRegra.novaRegra);
  const [ativo, setAtivo] = useState(regra?.ativo ?? 'N');
  const [json, setJson] = useState<JsonRegras>(() => (regra ? structuredClone(regra.jsonRegras) : jsonRegrasVazio()));
  const [tentouSalvar, setTentouSalvar] = useState(false);
  const [dialogo, setDialogo] = useState<{ key: ChaveAcao; formulario: unknown } | null>(null);
  const variaveisRegra = useVariaveisRegra(idFluxo).data ?? [];
  // The '{{' pickers offer the server's catalogue (every form field and the fixed variables), the
  // same list the conditions use and the engine fills.
  const variaveisOferecidas = variaveisRegra.map((v) => ({ nome: v.nomeInterno, descricao: v.descricaoVisual }));
  const salvar = useSalvarRegra(idFluxo);
  const somenteLeitura = !podeSalvar;

  const condicoes = json.condicionais.listaCondicionais;
  const definirCondicoes = (lista: CondicaoRegra[]) =>
    setJson((j) => ({ ...j, condicionais: { ...j.condicionais, listaCondicionais: lista } }));
  const trocarCondicao = (id: string, nova: (c: CondicaoRegra) => CondicaoRegra) =>
    definirCondicoes(condicoes.map((c) => (c.id === id ? nova(c) : c)));

  const handleEscolherAcao = (key: ChaveAcao) => {
    if (ACOES_REGRA[key].simples) setJson((j) => ({ ...j, acoes: gravarAcao(j.acoes, key, {}) }));
    else setDialogo({ key, formulario: undefined });
  };
  const handleSalvarAcao = (key: ChaveAcao, formulario: unknown) => {
    setJson((j) => ({ ...j, acoes: gravarAcao(j.acoes, key, formulario) }));
    setDialogo(null);
  };

  const erros = errosDaRegra(json);
  const handleSalvar = () => {
    setTentouSalvar(true);
    if (erros.length) return;
    salvar.mutate(
      { id: regra?.id, descricao, ativo, jsonRegras: json },
      {
        onSuccess: () => {
          toast.sucesso(regra ? 'Regra atualizada' : 'Regra criada');
          onConcluir();
        },
      },
    );
  };

  const etapasOpcoes = dados.listaEtapas.map((e) => ({ value: e.id, label: e.descricao }));
  const disponiveis = acoesDisponiveis(json.acoes, dados.Fluxo.permitirEnviarCards === 'S');

  return (
    <Form layout="vertical" component="div" disabled={somenteLeitura}>
      {somenteLeitura && (
        <Alert
          type="info"
          showIcon
          title="Somente o criador da regra pode alterá-la; você está visualizando."
          style={{ marginBottom: 12 }}
        />
      )}
      <Flex gap={12} wrap>
        <Form.Item
          label="Título da regra"
          style={{ flex: 1, minWidth: 280 }}
          {...(descricao.length > LIMITES_REGRA.descricaoCaracteres
            ? { validateStatus: 'error', help: mensagensRegra.descricaoLonga }
            : {})}
        >
          <Input
            aria-label="Título da regra"
            value={descricao}
            maxLength={LIMITES_REGRA.descricaoCaracteres}
            showCount
            onChange={(e) => setDescricao(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Prioridade de execução">
          <InputNumber
            aria-label="Prioridade de execução"
            min={1}
            precision={0}
            value={json.prioridade}
            onChange={(v) => setJson((j) => ({ ...j, prioridade: v && v >= 1 ? v : 1 }))}
          />
        </Form.Item>
        <Form.Item label="Ativa">
          <Switch
            aria-label="Regra ativa"
            checkedChildren="On"
            unCheckedChildren="Off"
            checked={ativo === 'S'}
            onChange={(v) => setAtivo(v ? 'S' : 'N')}
          />
        </Form.Item>
      </Flex>
      {!somenteLeitura && <AvisoSituacao ativa={ativo === 'S'} nova={!regra} estavaAtiva={regra?.ativo === 'S'} />}

      <Card size="small" title="Quando..." style={{ marginBottom: 12 }}>
        <Flex gap={12} wrap>
          <Form.Item
            label="Evento"
            style={{ minWidth: 280 }}
            {...(tentouSalvar && !json.evento?.key
              ? { validateStatus: 'error', help: mensagensRegra.selecioneEvento }
              : {})}
          >
            <Select<ChaveEventoRegra>
              aria-label="Evento"
              placeholder="Selecione um evento"
              value={json.evento?.key}
              options={(Object.keys(EVENTOS_REGRA) as ChaveEventoRegra[]).map((k) => ({
                value: k,
                label: EVENTOS_REGRA[k],
              }))}
              onChange={(k) => setJson((j) => ({ ...j, evento: eventoDaChave(k, j.evento?.idEtapa) }))}
            />
          </Form.Item>
          {json.evento?.key && EVENTOS_DE_ETAPA.includes(json.evento.key) && (
            <Form.Item label="Etapa (opcional)" style={{ minWidth: 240 }}>
              <Select
                aria-label="Etapa do evento"
                allowClear
                placeholder="Qualquer etapa"
                options={etapasOpcoes}
                value={json.evento.idEtapa ?? undefined}
                onChange={(v?: string) => setJson((j) => ({ ...j, evento: eventoDaChave(j.evento.key, v ?? null) }))}
              />
            </Form.Item>
          )}
        </Flex>
      </Card>

      <Card size="small" title="E se as condições forem atendidas..." style={{ marginBottom: 12 }}>
        <Flex vertical gap={8}>
          {condicoes.length > 1 && (
            <Form.Item label="Operação lógica" style={{ marginBottom: 0, maxWidth: 320 }}>
              <Select<OperacaoLogica>
                aria-label="Operação lógica"
                value={json.condicionais.operacaoLogica}
                options={(Object.keys(OPERACOES_LOGICAS) as OperacaoLogica[]).map((k) => ({
                  value: k,
                  label: `${k} - ${OPERACOES_LOGICAS[k]}`,
                }))}
                onChange={(v) => setJson((j) => ({ ...j, condicionais: { ...j.condicionais, operacaoLogica: v } }))}
              />
            </Form.Item>
          )}
          {condicoes.map((c, i) => {
            const segundo = c.operador?.key ? OPERADORES[c.operador.key].segundoOperando : false;
            return (
              <Flex key={c.id} gap={8} align="start" wrap aria-label={`Condição ${i + 1}`} role="group">
                <Form.Item
                  style={{ marginBottom: 0, minWidth: 240 }}
                  {...obrigatorio(!c.operandoUm?.nomeInterno, tentouSalvar)}
                >
                  <Select
                    aria-label={`Operando 1 da condição ${i + 1}`}
                    placeholder="Variável"
                    showSearch
                    optionFilterProp="label"
                    value={c.operandoUm?.nomeInterno || undefined}
                    options={variaveisRegra.map((v) => ({ value: v.nomeInterno, label: v.descricaoVisual }))}
                    onChange={(nome: string) => {
                      const v = variaveisRegra.find((x) => x.nomeInterno === nome);
                      if (v)
                        trocarCondicao(c.id, (atual) =>
                          trocarOperandoUm(atual, {
                            id: v.nomeInterno,
                            nomeInterno: v.nomeInterno,
                            descricaoVisual: v.descricaoVisual,
                            tipoDado: v.tipoDado,
                          }),
                        );
                    }}
                  />
                </Form.Item>
                <Form.Item style={{ marginBottom: 0, minWidth: 180 }} {...obrigatorio(!c.operador?.key, tentouSalvar)}>
                  <Select
                    aria-label={`Operador da condição ${i + 1}`}
                    placeholder="Operador"
                    disabled={somenteLeitura || !c.operandoUm?.nomeInterno}
                    value={c.operador?.key}
                    options={operadoresDoTipo(c.operandoUm?.tipoDado ?? 'A').map((k) => ({
                      value: k,
                      label: OPERADORES[k].value,
                    }))}
                    onChange={(k) => trocarCondicao(c.id, (atual) => trocarOperador(atual, k))}
                  />
                </Form.Item>
                {c.operandoUm?.nomeInterno && segundo && (
                  <Form.Item
                    style={{ marginBottom: 0, minWidth: 200 }}
                    {...obrigatorio(!c.operandoDois?.nomeInterno.trim(), tentouSalvar)}
                  >
                    <Input
                      aria-label={`Operando 2 da condição ${i + 1}`}
                      placeholder="Valor"
                      value={c.operandoDois?.nomeInterno ?? ''}
                      onChange={(e) =>
                        trocarCondicao(c.id, (atual) => ({
                          ...atual,
                          operandoDois: { nomeInterno: e.target.value, descricaoVisual: e.target.value, tipoDado: 'A' },
                        }))
                      }
                    />
                  </Form.Item>
                )}
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remover condição ${i + 1}`}
                  onClick={() => definirCondicoes(condicoes.filter((x) => x.id !== c.id))}
                />
              </Flex>
            );
          })}
          {condicoes.length === 0 && (
            <Typography.Text type="secondary">
              Sem condições: a regra executa sempre que o evento acontecer.
            </Typography.Text>
          )}
          <Button
            icon={<PlusOutlined aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            disabled={somenteLeitura || condicoes.length >= LIMITES_REGRA.condicoes}
            onClick={() =>
              definirCondicoes([
                ...condicoes,
                {
                  id: novoId(),
                  operandoUm: { nomeInterno: '', tipoDado: 'A' },
                  operador: undefined as unknown as CondicaoRegra['operador'],
                  operandoDois: null,
                },
              ])
            }
          >
            Adicionar condição
          </Button>
        </Flex>
      </Card>

      <Card size="small" title="Executar ações..." style={{ marginBottom: 12 }}>
        <Flex vertical gap={8}>
          {[...json.acoes]
            .sort((a, b) => a.prioridade - b.prioridade)
            .map((a) => (
              <Flex key={a.key} gap={8} align="center" aria-label={`Ação ${ACOES_REGRA[a.key].title}`} role="group">
                <Typography.Text style={{ flex: 1 }}>{ACOES_REGRA[a.key].title}</Typography.Text>
                <InputNumber
                  aria-label={`Prioridade da ação ${ACOES_REGRA[a.key].title}`}
                  min={1}
                  precision={0}
                  value={a.prioridade}
                  onChange={(v) =>
                    setJson((j) => ({
                      ...j,
                      acoes: j.acoes.map((x) => (x.key === a.key ? { ...x, prioridade: v && v >= 1 ? v : 1 } : x)),
                    }))
                  }
                />
                {!ACOES_REGRA[a.key].simples && (
                  <Button
                    icon={<EditOutlined aria-hidden />}
                    aria-label={`Configurar ${ACOES_REGRA[a.key].title}`}
                    disabled={false}
                    onClick={() => setDialogo({ key: a.key, formulario: a.formulario })}
                  />
                )}
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remover ${ACOES_REGRA[a.key].title}`}
                  onClick={() => setJson((j) => ({ ...j, acoes: j.acoes.filter((x) => x.key !== a.key) }))}
                />
              </Flex>
            ))}
          <Form.Item
            style={{ marginBottom: 0, maxWidth: 420 }}
            {...(tentouSalvar && json.acoes.length === 0
              ? { validateStatus: 'error', help: mensagensRegra.selecioneAcao }
              : {})}
          >
            <Select<ChaveAcao>
              aria-label="Adicionar ação"
              placeholder="Adicionar ação"
              showSearch
              optionFilterProp="label"
              // Every action in the list (about 20): no virtual scrolling hiding the last ones.
              virtual={false}
              listHeight={400}
              value={null}
              options={disponiveis.map((k) => ({ value: k, label: ACOES_REGRA[k].title }))}
              onChange={handleEscolherAcao}
            />
          </Form.Item>
        </Flex>
      </Card>

      <TestarEmCard
        dados={dados}
        jsonRegras={json}
        erros={erros}
        onLigar={!somenteLeitura && ativo !== 'S' ? () => setAtivo('S') : undefined}
      />

      <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
        <Button disabled={false} onClick={onConcluir}>
          Cancelar
        </Button>
        <Button type="primary" loading={salvar.isPending} disabled={somenteLeitura} onClick={handleSalvar}>
          {regra ? 'Salvar edição' : 'Criar nova regra'}
        </Button>
      </Flex>
      <DialogoAcao
        dados={dados}
        acao={dialogo}
        variaveis={variaveisOferecidas}
        somenteLeitura={somenteLeitura}
        idRegra={regra?.id}
        onSalvar={handleSalvarAcao}
        onFechar={() => setDialogo(null)}
      />
    </Form>
  );
}

/**
 * Whether the rule runs, said in words beside the On/Off switch: a new rule starts off (so a rule
 * half-built does nothing) and nothing else said so (issue 25).
 */
function AvisoSituacao({ ativa, nova, estavaAtiva }: { ativa: boolean; nova: boolean; estavaAtiva: boolean }) {
  let titulo: string;
  if (!ativa)
    titulo = nova
      ? 'Esta regra começa desligada: ela só executa depois de ligada. Teste-a em um card abaixo e ligue-a quando estiver pronta.'
      : 'Esta regra está desligada: ela não executa até ser ligada.';
  else
    titulo = estavaAtiva
      ? 'Esta regra está ligada: executa sempre que o evento acontecer.'
      : 'A regra será salva ligada: passa a executar sempre que o evento acontecer.';
  return <Alert type={ativa ? 'success' : 'warning'} showIcon title={titulo} style={{ marginBottom: 12 }} />;
}
