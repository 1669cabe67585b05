import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ACOES_REGRA, mensagensRegra, type ChaveAcao } from '@wf/shared/schemas/regra';
import type { FluxoComEtapas } from '@wf/shared/types/fluxo';
import { Button, DatePicker, Flex, Form, Input, Modal, Select, Switch, Table, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { EditorTextoRico, type VariavelOferecida } from '../../../../components/editorTextoRico/EditorTextoRico';
import dayjs from '../../../../lib/dayjs';
import { useEtapasDoFluxo, useFluxosQueRecebem, usePessoasDoFluxo } from '../../api/regras';
import { dataNoPassado, errosDoFormulario } from '../../utils/regraEdicao';
import { AcaoBuscaBaseDados } from './AcaoBuscaBaseDados';
import { SegredoWebhookRegra } from './SegredoWebhookRegra';

type Formulario = Record<string, unknown>;

export interface DialogoAcaoProps {
  dados: FluxoComEtapas;
  /** The action being configured; null keeps the dialog closed. */
  acao: { key: ChaveAcao; formulario: unknown } | null;
  /** The variables the '{{' lists offer: the server's catalogue for the flow (form fields and fixed ones). */
  variaveis: readonly VariavelOferecida[];
  somenteLeitura: boolean;
  /** The saved rule's id (a webhook shows its signing secret); absent for a new rule. */
  idRegra?: string;
  onSalvar: (key: ChaveAcao, formulario: Formulario) => void;
  onFechar: () => void;
}

/**
 * The configuration of one action: its fields, validated with the action's schema from the
 * contract so the same messages show here and come from the server.
 */
export function DialogoAcao({ acao, onFechar, ...props }: DialogoAcaoProps) {
  if (!acao) return null;
  return <Conteudo key={acao.key} acao={acao} onFechar={onFechar} {...props} />;
}

function Conteudo({
  dados,
  acao,
  variaveis,
  somenteLeitura,
  idRegra,
  onSalvar,
  onFechar,
}: DialogoAcaoProps & { acao: NonNullable<DialogoAcaoProps['acao']> }) {
  const [form, setForm] = useState<Formulario>(() => ({
    ...((acao.formulario as Formulario | undefined) ?? valoresIniciais(acao.key)),
  }));
  const [erros, setErros] = useState<Record<string, string>>({});
  const definir = (campo: string, valor: unknown) => setForm((f) => ({ ...f, [campo]: valor }));

  const handleOk = () => {
    const novos = errosDoFormulario(acao.key, form);
    if (
      acao.key === 'definirVencimento' &&
      typeof form.dataVencimento === 'string' &&
      dataNoPassado(form.dataVencimento)
    )
      novos.dataVencimento ??= mensagensRegra.vencimentoPassado;
    setErros(novos);
    if (Object.keys(novos).length === 0) onSalvar(acao.key, form);
  };

  const campo = (nome: string, rotulo: string, filho: ReactNode) => (
    <Form.Item label={rotulo} validateStatus={erros[nome] ? 'error' : undefined} help={erros[nome]} required>
      {filho}
    </Form.Item>
  );

  return (
    <Modal
      open
      title={ACOES_REGRA[acao.key].title}
      onCancel={onFechar}
      onOk={handleOk}
      okText="Salvar ação"
      cancelText="Cancelar"
      okButtonProps={{ disabled: somenteLeitura }}
      width={720}
    >
      <Form layout="vertical" disabled={somenteLeitura} component="div">
        <CamposDaAcao
          chave={acao.key}
          dados={dados}
          form={form}
          definir={definir}
          campo={campo}
          variaveis={variaveis}
          erros={erros}
        />
      </Form>
      {acao.key === 'acionarWebhook' && <SegredoWebhookRegra idRegra={idRegra} podeVer={!somenteLeitura} />}
    </Modal>
  );
}

function valoresIniciais(key: ChaveAcao): Formulario {
  if (key === 'acionarWebhook')
    return {
      acionarWebhookMetodo: 'POST',
      acionarWebhookEndpoint: '',
      acionarWebhookJsonHeader: '',
      acionarWebhookJsonBody: '',
    };
  if (
    key === 'alterarValoresCampos' ||
    key === 'alterarConfiguracaoCampos' ||
    key === 'copiarAnexoFormulario' ||
    key === 'moverAnexoFormulario'
  )
    return { campos: [] };
  if (key === 'preencherVariaveisBaseDados') return { idDataBase: '', filtros: [], atribuicoes: [] };
  return {};
}

interface CamposProps {
  chave: ChaveAcao;
  dados: FluxoComEtapas;
  form: Formulario;
  definir: (campo: string, valor: unknown) => void;
  campo: (nome: string, rotulo: string, filho: ReactNode) => ReactNode;
  /** Offered with what each holds by the rich-text editors; by name by the plain inputs and lists. */
  variaveis: readonly VariavelOferecida[];
  erros: Record<string, string>;
}

const texto = (v: unknown): string => (typeof v === 'string' ? v : '');
const lista = (v: unknown): string[] =>
  texto(v)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** The form fields of every stage of the flow, once each. */
function camposDoFluxo(dados: FluxoComEtapas) {
  const vistos = new Map<string, { dataIndex: string; titulo: string; nomeVariavel: string; keyCampo: string }>();
  for (const etapa of dados.listaEtapas)
    for (const c of etapa.jsonConfig.listaCamposFormulario ?? [])
      if (!vistos.has(c.dataIndex))
        vistos.set(c.dataIndex, {
          dataIndex: c.dataIndex,
          titulo: `${c.titulo} (${etapa.descricao})`,
          nomeVariavel: c.nomeVariavel,
          keyCampo: c.keyCampo,
        });
  return [...vistos.values()];
}

/** A text input with the variables listed below it: a click appends `{{NOME}}`. */
function TextoComVariaveis({
  valor,
  onChange,
  variaveis,
  rotulo,
  multilinha,
}: {
  valor: string;
  onChange: (v: string) => void;
  variaveis: string[];
  rotulo: string;
  multilinha?: boolean;
}) {
  return (
    <Flex vertical gap={4}>
      {multilinha ? (
        <Input.TextArea
          aria-label={rotulo}
          value={valor}
          onChange={(e) => onChange(e.target.value)}
          autoSize={{ minRows: 3 }}
        />
      ) : (
        <Input aria-label={rotulo} value={valor} onChange={(e) => onChange(e.target.value)} />
      )}
      {variaveis.length > 0 && (
        <Flex gap={4} wrap aria-label={`Variáveis para ${rotulo}`}>
          {variaveis.map((v) => (
            <Tag key={v} style={{ cursor: 'pointer' }} onClick={() => onChange(`${valor}{{${v}}}`)}>
              {`{{${v}}}`}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

function CamposDaAcao({ chave, dados, form, definir, campo, variaveis: oferecidas, erros }: CamposProps) {
  const variaveis = oferecidas.map((v) => v.nome);
  const etapas = dados.listaEtapas.map((e) => ({ value: e.id, label: e.descricao }));
  const pessoas = usePessoasDoFluxo(dados.Fluxo.id);
  const emails = (pessoas.data?.listaUsuarios ?? []).map((p) => ({ value: p.email, label: `${p.nome} (${p.email})` }));
  const destinatarios = [...emails, ...variaveis.map((v) => ({ value: `{{${v}}}`, label: `{{${v}}}` }))];
  const outroFluxo = chave === 'moverCardOutroFluxo' || chave === 'copiarCardOutroFluxo';
  const fluxos = useFluxosQueRecebem(dados.Fluxo.id, outroFluxo);
  const etapasOutro = useEtapasDoFluxo(outroFluxo ? texto(form.idFluxoMoveCard) || null : null);

  switch (chave) {
    case 'moverCard':
    case 'copiarCard':
      return campo(
        'idEtapaMoveCard',
        'Etapa destino',
        <Select
          aria-label="Etapa destino"
          options={etapas}
          value={form.idEtapaMoveCard as string | undefined}
          onChange={(v) => definir('idEtapaMoveCard', v)}
        />,
      );
    case 'moverCardOutroFluxo':
    case 'copiarCardOutroFluxo':
      return (
        <>
          {campo(
            'idFluxoMoveCard',
            'Fluxo destino',
            <Select
              aria-label="Fluxo destino"
              loading={fluxos.isPending}
              options={(fluxos.data ?? []).map((f) => ({ value: f.id, label: f.descricao }))}
              value={form.idFluxoMoveCard as string | undefined}
              onChange={(v) => {
                definir('idFluxoMoveCard', v);
                definir('idEtapaMoveCard', undefined);
              }}
            />,
          )}
          {campo(
            'idEtapaMoveCard',
            'Etapa destino',
            <Select
              aria-label="Etapa destino"
              loading={etapasOutro.isFetching}
              options={(etapasOutro.data?.listaEtapas ?? []).map((e) => ({ value: e.id, label: e.descricao }))}
              value={form.idEtapaMoveCard as string | undefined}
              onChange={(v) => definir('idEtapaMoveCard', v)}
            />,
          )}
        </>
      );
    case 'definirVencimento':
      return campo(
        'dataVencimento',
        'Data de vencimento',
        <DatePicker
          aria-label="Data de vencimento"
          format="DD/MM/YYYY"
          disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
          value={texto(form.dataVencimento) ? dayjs(texto(form.dataVencimento), 'DD/MM/YYYY') : null}
          onChange={(d) => definir('dataVencimento', d ? d.format('DD/MM/YYYY') : '')}
        />,
      );
    case 'atualizarDescricao':
      return campo(
        'descricao',
        'Nova descrição',
        <TextoComVariaveis
          rotulo="Nova descrição"
          valor={texto(form.descricao)}
          onChange={(v) => definir('descricao', v)}
          variaveis={variaveis}
        />,
      );
    case 'atualizarDetalhes':
      return campo(
        'detalhes',
        'Detalhes',
        <EditorTextoRico
          rotulo="Detalhes"
          valor={texto(form.detalhes)}
          onChange={(v) => definir('detalhes', v)}
          variaveis={oferecidas}
        />,
      );
    case 'adicionarComentario':
      return campo(
        'comment',
        'Comentário',
        <EditorTextoRico
          rotulo="Comentário"
          valor={texto(form.comment)}
          onChange={(v) => definir('comment', v)}
          variaveis={oferecidas}
        />,
      );
    case 'alterarValoresCampos': {
      const linhas = (form.campos as Array<{ nome: string; valor: string }> | undefined) ?? [];
      const opcoes = camposDoFluxo(dados).map((c) => ({ value: c.nomeVariavel, label: c.titulo }));
      const trocar = (i: number, parte: Partial<{ nome: string; valor: string }>) =>
        definir(
          'campos',
          linhas.map((l, j) => (j === i ? { ...l, ...parte } : l)),
        );
      return campo(
        'campos',
        'Campos e valores',
        <Flex vertical gap={8}>
          {linhas.map((l, i) => (
            <Flex key={i} gap={8}>
              <Select
                aria-label={`Campo ${i + 1}`}
                style={{ width: 260 }}
                options={opcoes}
                value={l.nome || undefined}
                onChange={(v) => trocar(i, { nome: v })}
              />
              <Input
                aria-label={`Valor ${i + 1}`}
                value={l.valor}
                onChange={(e) => trocar(i, { valor: e.target.value })}
                placeholder="Valor ou {{VARIAVEL}}"
              />
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remover campo ${i + 1}`}
                onClick={() =>
                  definir(
                    'campos',
                    linhas.filter((_, j) => j !== i),
                  )
                }
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => definir('campos', [...linhas, { nome: '', valor: '' }])}
            style={{ alignSelf: 'flex-start' }}
          >
            Adicionar campo
          </Button>
        </Flex>,
      );
    }
    case 'alterarConfiguracaoCampos': {
      type Config = { dataIndex: string; indObrigatorio: 'S' | 'N'; indEditavel: 'S' | 'N'; indOculto: 'S' | 'N' };
      const linhas = (form.campos as Config[] | undefined) ?? [];
      const todos = camposDoFluxo(dados);
      const trocar = (dataIndex: string, parte: Partial<Config>) =>
        definir(
          'campos',
          linhas.map((l) => (l.dataIndex === dataIndex ? { ...l, ...parte } : l)),
        );
      return campo(
        'campos',
        'Campos a configurar',
        <Flex vertical gap={8}>
          <Select
            mode="multiple"
            aria-label="Campos a configurar"
            options={todos.map((c) => ({ value: c.dataIndex, label: c.titulo }))}
            value={linhas.map((l) => l.dataIndex)}
            onChange={(ids: string[]) =>
              definir(
                'campos',
                ids.map(
                  (d) =>
                    linhas.find((l) => l.dataIndex === d) ?? {
                      dataIndex: d,
                      indObrigatorio: 'N',
                      indEditavel: 'S',
                      indOculto: 'N',
                    },
                ),
              )
            }
          />
          <Table<Config>
            size="small"
            pagination={false}
            rowKey="dataIndex"
            dataSource={linhas}
            columns={[
              {
                title: 'Campo',
                dataIndex: 'dataIndex',
                render: (d: string) => todos.find((c) => c.dataIndex === d)?.titulo ?? d,
              },
              {
                title: 'Obrigatório',
                render: (_, l) => (
                  <Switch
                    size="small"
                    aria-label={`Obrigatório ${l.dataIndex}`}
                    checked={l.indObrigatorio === 'S'}
                    disabled={l.indEditavel === 'N'}
                    onChange={(v) => trocar(l.dataIndex, { indObrigatorio: v ? 'S' : 'N' })}
                  />
                ),
              },
              {
                title: 'Editável',
                // Not editable cannot be required: turning editable off clears required.
                render: (_, l) => (
                  <Switch
                    size="small"
                    aria-label={`Editável ${l.dataIndex}`}
                    checked={l.indEditavel === 'S'}
                    onChange={(v) =>
                      trocar(l.dataIndex, v ? { indEditavel: 'S' } : { indEditavel: 'N', indObrigatorio: 'N' })
                    }
                  />
                ),
              },
              {
                title: 'Oculto',
                render: (_, l) => (
                  <Switch
                    size="small"
                    aria-label={`Oculto ${l.dataIndex}`}
                    checked={l.indOculto === 'S'}
                    onChange={(v) => trocar(l.dataIndex, { indOculto: v ? 'S' : 'N' })}
                  />
                ),
              },
            ]}
          />
        </Flex>,
      );
    }
    case 'enviarEmail':
      return (
        <>
          {campo(
            'enviaEmailDestinatario',
            'Destinatários',
            <SelectLista
              rotulo="Destinatários"
              opcoes={destinatarios}
              valor={form.enviaEmailDestinatario}
              onChange={(v) => definir('enviaEmailDestinatario', v)}
              livre
            />,
          )}
          {campo(
            'enviaEmailTitulo',
            'Assunto',
            <TextoComVariaveis
              rotulo="Assunto"
              valor={texto(form.enviaEmailTitulo)}
              onChange={(v) => definir('enviaEmailTitulo', v)}
              variaveis={variaveis}
            />,
          )}
          {campo(
            'enviaEmailBody',
            'Mensagem',
            <EditorTextoRico
              rotulo="Mensagem do e-mail"
              valor={texto(form.enviaEmailBody)}
              onChange={(v) => definir('enviaEmailBody', v)}
              variaveis={oferecidas}
            />,
          )}
        </>
      );
    case 'enviarNotificacao':
      return (
        <>
          {campo(
            'enviarNotificacaoDestinatario',
            'Destinatários',
            <SelectLista
              rotulo="Destinatários"
              opcoes={destinatarios}
              valor={form.enviarNotificacaoDestinatario}
              onChange={(v) => definir('enviarNotificacaoDestinatario', v)}
              livre
            />,
          )}
          {campo(
            'enviarNotificacaoTitulo',
            'Título',
            <TextoComVariaveis
              rotulo="Título"
              valor={texto(form.enviarNotificacaoTitulo)}
              onChange={(v) => definir('enviarNotificacaoTitulo', v)}
              variaveis={variaveis}
            />,
          )}
          {campo(
            'enviarNotificacaoConteudo',
            'Conteúdo',
            <TextoComVariaveis
              rotulo="Conteúdo"
              multilinha
              valor={texto(form.enviarNotificacaoConteudo)}
              onChange={(v) => definir('enviarNotificacaoConteudo', v)}
              variaveis={variaveis}
            />,
          )}
        </>
      );
    case 'acionarWebhook':
      return (
        <>
          {campo(
            'acionarWebhookMetodo',
            'Método',
            <Select
              aria-label="Método"
              options={[{ value: 'POST' }, { value: 'PUT' }]}
              value={form.acionarWebhookMetodo as string}
              onChange={(v) => definir('acionarWebhookMetodo', v)}
            />,
          )}
          {campo(
            'acionarWebhookEndpoint',
            'Endpoint',
            <Input
              aria-label="Endpoint"
              placeholder="https://"
              value={texto(form.acionarWebhookEndpoint)}
              onChange={(e) => definir('acionarWebhookEndpoint', e.target.value)}
            />,
          )}
          <Form.Item
            label="Cabeçalhos (JSON)"
            validateStatus={erros.acionarWebhookJsonHeader ? 'error' : undefined}
            help={erros.acionarWebhookJsonHeader}
          >
            <Input.TextArea
              aria-label="Cabeçalhos (JSON)"
              style={{ fontFamily: 'monospace' }}
              autoSize={{ minRows: 3 }}
              placeholder='{ "Authorization": "Bearer ..." }'
              value={texto(form.acionarWebhookJsonHeader)}
              onChange={(e) => definir('acionarWebhookJsonHeader', e.target.value)}
            />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
            Valores secretos (Authorization, tokens, chaves, senhas) são guardados cifrados e exibidos mascarados
            (••••••); deixe a máscara para manter o valor salvo ou digite um novo.
          </Typography.Paragraph>
          {campo(
            'acionarWebhookJsonBody',
            'Corpo (JSON)',
            <TextoComVariaveis
              multilinha
              rotulo="Corpo (JSON)"
              valor={texto(form.acionarWebhookJsonBody)}
              onChange={(v) => definir('acionarWebhookJsonBody', v)}
              variaveis={variaveis}
            />,
          )}
        </>
      );
    case 'adicionarEtiquetas':
    case 'removerEtiquetas': {
      const nome = chave === 'adicionarEtiquetas' ? 'addEtiquetasIds' : 'removerEtiquetasIds';
      return campo(
        nome,
        'Etiquetas',
        <SelectLista
          rotulo="Etiquetas"
          opcoes={dados.listaEtiquetas.map((e) => ({ value: e.id, label: e.descricao }))}
          valor={form[nome]}
          onChange={(v) => definir(nome, v)}
        />,
      );
    }
    case 'adicionarResponsaveis':
    case 'removerResponsaveis': {
      const nome = chave === 'adicionarResponsaveis' ? 'addResponsaveis' : 'removeResponsaveis';
      return campo(
        nome,
        'Responsáveis',
        <SelectLista
          rotulo="Responsáveis"
          opcoes={emails}
          valor={form[nome]}
          onChange={(v) => definir(nome, v)}
          carregando={pessoas.isPending}
        />,
      );
    }
    case 'copiarAnexoFormulario':
    case 'moverAnexoFormulario':
      return campo(
        'campos',
        'Campos de anexo do formulário',
        <Select
          mode="multiple"
          aria-label="Campos de anexo"
          options={camposDoFluxo(dados)
            .filter((c) => c.keyCampo === 'anexo')
            .map((c) => ({ value: c.dataIndex, label: c.titulo }))}
          value={(form.campos as string[] | undefined) ?? []}
          onChange={(v: string[]) => definir('campos', v)}
        />,
      );
    case 'preencherVariaveisBaseDados':
      return (
        <AcaoBuscaBaseDados
          form={form}
          definir={definir}
          campo={campo}
          variaveis={variaveis}
          campos={camposDoFluxo(dados)}
        />
      );
    default:
      return <Typography.Text>Esta ação não precisa de configuração.</Typography.Text>;
  }
}

/** A multi-select whose value travels as the payloads carry it: ids or e-mails joined by commas. */
function SelectLista({
  rotulo,
  opcoes,
  valor,
  onChange,
  livre,
  carregando,
}: {
  rotulo: string;
  opcoes: Array<{ value: string; label: string }>;
  valor: unknown;
  onChange: (v: string) => void;
  livre?: boolean;
  carregando?: boolean;
}) {
  return (
    <Select
      mode={livre ? 'tags' : 'multiple'}
      aria-label={rotulo}
      loading={carregando}
      options={opcoes}
      optionFilterProp="label"
      value={lista(valor)}
      onChange={(v: string[]) => onChange(v.join(','))}
      tokenSeparators={livre ? [',', ' '] : undefined}
    />
  );
}
