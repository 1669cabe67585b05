import { Checkbox, DatePicker, Flex, Form, Input, Modal, Spin, Typography } from 'antd';
import { LIMITES_PESQUISA, maiorPalavra, mensagensPesquisa } from '@wf/shared/schemas/pesquisa';
import type { ResultadoPesquisaCard } from '@wf/shared/types/instancia';
import type { Dayjs } from '../../../lib/dayjs';
import { useState } from 'react';
import { mensagemDoErro } from '../../../lib/api';
import { usePesquisaCards, type ParametrosPesquisa } from '../api/pesquisa';
import { ResultadosPesquisa } from './internal/ResultadosPesquisa';

const FORMATO = 'DD/MM/YYYY';
type Intervalo = [Dayjs | null, Dayjs | null] | null;

interface Valores {
  textoPesquisa: string;
  considerarDadosExecucao: boolean;
  inclusao: Intervalo;
  alteracao: Intervalo;
}

/** The form as the route's query: each date range only when both its days are chosen. */
function paraParametros(v: Valores): ParametrosPesquisa {
  const p: ParametrosPesquisa = { textoPesquisa: v.textoPesquisa.trim() };
  if (v.considerarDadosExecucao) p.considerarDadosExecucao = 'S';
  const [ini, fimInc] = v.inclusao ?? [];
  if (ini && fimInc)
    Object.assign(p, {
      considerarInclusao: 'S',
      dataInicioInclusao: ini.format(FORMATO),
      dataFimInclusao: fimInc.format(FORMATO),
    });
  const [iniAlt, fimAlt] = v.alteracao ?? [];
  if (iniAlt && fimAlt)
    Object.assign(p, {
      considerarAlteracao: 'S',
      dataInicioAlteracao: iniAlt.format(FORMATO),
      dataFimAlteracao: fimAlt.format(FORMATO),
    });
  return p;
}

export interface PesquisaAvancadaModalProps {
  textoInicial: string;
  onFechar: () => void;
  onAbrir: (c: ResultadoPesquisaCard) => void;
}

/** Advanced card search: the text, the form values (execution data) and the creation and change date ranges. */
export function PesquisaAvancadaModal({ textoInicial, onFechar, onAbrir }: PesquisaAvancadaModalProps) {
  const [form] = Form.useForm<Valores>();
  const [params, setParams] = useState<ParametrosPesquisa | null>(null);
  const consulta = usePesquisaCards(params ?? { textoPesquisa: '' }, params !== null);

  const pesquisar = (v: Valores) => setParams(paraParametros(v));

  return (
    <Modal
      open
      title="Pesquisa avançada de cards"
      okText="Pesquisar"
      cancelText="Fechar"
      onOk={() => form.submit()}
      onCancel={onFechar}
      width={560}
    >
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={{ textoPesquisa: textoInicial, considerarDadosExecucao: true, inclusao: null, alteracao: null }}
        onFinish={pesquisar}
      >
        <Form.Item
          name="textoPesquisa"
          label="Texto"
          rules={[
            {
              validator: async (_, valor: string | undefined) => {
                if (maiorPalavra(valor ?? '').length < LIMITES_PESQUISA.minimoCaracteres)
                  throw new Error(mensagensPesquisa.textoCurto);
              },
            },
          ]}
        >
          <Input autoFocus placeholder="Título, identificador ou valor do formulário" />
        </Form.Item>
        <Form.Item name="considerarDadosExecucao" valuePropName="checked">
          <Checkbox>Considerar dados de execução (valores dos formulários)</Checkbox>
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="inclusao" label="Período de inclusão" style={{ flex: 1, minWidth: 220 }}>
            <DatePicker.RangePicker format={FORMATO} placeholder={['Início', 'Fim']} allowEmpty={[false, false]} />
          </Form.Item>
          <Form.Item name="alteracao" label="Período de alteração" style={{ flex: 1, minWidth: 220 }}>
            <DatePicker.RangePicker format={FORMATO} placeholder={['Início', 'Fim']} allowEmpty={[false, false]} />
          </Form.Item>
        </Flex>
      </Form>
      {params && (
        <div style={{ maxHeight: 360, overflowY: 'auto' }}>
          {consulta.isError ? (
            <Typography.Text type="danger">{mensagemDoErro(consulta.error)}</Typography.Text>
          ) : !consulta.data ? (
            <Flex justify="center" style={{ padding: 24 }}>
              <Spin />
            </Flex>
          ) : (
            <ResultadosPesquisa
              resultados={consulta.data.listaInstancias}
              maisResultados={consulta.data.maisResultados}
              onAbrir={(c) => {
                onFechar();
                onAbrir(c);
              }}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
