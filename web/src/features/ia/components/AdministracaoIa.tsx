import {
  Alert,
  Button,
  DatePicker,
  Flex,
  Form,
  InputNumber,
  Progress,
  Skeleton,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import dayjs from '../../../lib/dayjs';
import { mensagemDoErro } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useConfiguracaoIa, useSalvarConfiguracaoIa, useUsoIa, type ConfiguracaoIa } from '../api/administracao';
import { formatarTokens, mesAtual, percentualDoOrcamento } from '../utils/usoIa';

/**
 * The tenant's AI in its administration: on/off, the monthly token budget (a request over it is
 * refused before the model is called), and the usage of a month, in total and per person.
 */
export function AdministracaoIa() {
  return (
    <Flex vertical gap={24}>
      <ConfiguracaoForm />
      <UsoDoMes />
    </Flex>
  );
}

function ConfiguracaoForm() {
  const configuracao = useConfiguracaoIa();
  const salvar = useSalvarConfiguracaoIa();
  if (configuracao.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (configuracao.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="Não foi possível carregar a configuração da IA."
        description={mensagemDoErro(configuracao.error)}
        action={<Button onClick={() => void configuracao.refetch()}>Tentar novamente</Button>}
      />
    );
  const handleSalvar = (valores: ConfiguracaoIa) =>
    salvar.mutate(
      { ativa: valores.ativa, orcamentoMensalTokens: valores.orcamentoMensalTokens ?? 0 },
      { onSuccess: () => toast.sucesso('Configuração da IA salva') },
    );
  return (
    <Form<ConfiguracaoIa>
      layout="vertical"
      initialValues={configuracao.data}
      onFinish={handleSalvar}
      disabled={salvar.isPending}
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        label="Assistente de IA ativo"
        name="ativa"
        valuePropName="checked"
        extra="Desligado, nenhum pedido de IA (fluxos, etapas, campos, regras, métricas, áudio) é aceito neste ambiente."
      >
        <Switch />
      </Form.Item>
      <Form.Item
        label="Orçamento mensal (tokens)"
        name="orcamentoMensalTokens"
        extra="Um pedido que passaria do orçamento do mês é recusado antes de chamar o modelo."
        rules={[{ required: true, type: 'number', min: 0, message: 'Informe o orçamento mensal em tokens' }]}
      >
        <InputNumber min={0} step={10_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={salvar.isPending}>
        Salvar
      </Button>
    </Form>
  );
}

function UsoDoMes() {
  const [mes, setMes] = useState(mesAtual);
  const uso = useUsoIa(mes);
  const dados = uso.data;
  const percentual = dados ? percentualDoOrcamento(dados.totalTokens, dados.orcamentoMensalTokens) : null;
  return (
    <section aria-labelledby="titulo-uso-ia">
      <Flex vertical gap={12}>
        <Flex gap={12} align="center" wrap>
          <Typography.Title level={5} id="titulo-uso-ia" style={{ margin: 0 }}>
            Uso do mês
          </Typography.Title>
          <DatePicker
            picker="month"
            aria-label="Mês do uso"
            allowClear={false}
            format="MM/YYYY"
            value={dayjs(`${mes}-01`)}
            onChange={(d) => d && setMes(d.format('YYYY-MM'))}
          />
        </Flex>
        {uso.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
        {uso.isError && <Alert type="error" showIcon title={mensagemDoErro(uso.error)} />}
        {dados && (
          <>
            <Typography.Text>
              {`${formatarTokens(dados.totalTokens)} tokens em ${dados.totalTarefas} pedido(s)`}
              {dados.orcamentoMensalTokens ? ` de ${formatarTokens(dados.orcamentoMensalTokens)} do orçamento` : ''}
            </Typography.Text>
            {percentual !== null && (
              <Progress
                percent={percentual}
                status={percentual >= 100 ? 'exception' : 'normal'}
                aria-label="Parte do orçamento usada"
              />
            )}
            <Table
              size="small"
              rowKey={(l) => l.idUsuario}
              pagination={false}
              dataSource={dados.porPessoa}
              locale={{ emptyText: 'Nenhum uso de IA neste mês' }}
              columns={[
                { title: 'Pessoa', dataIndex: 'email', key: 'email' },
                { title: 'Pedidos', dataIndex: 'tarefas', key: 'tarefas', align: 'right' },
                {
                  title: 'Tokens',
                  dataIndex: 'tokens',
                  key: 'tokens',
                  align: 'right',
                  render: (t: number) => formatarTokens(t),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </section>
  );
}
