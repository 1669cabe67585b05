import type { ColunaBaseDados, RegistroBaseDados, ValoresRegistro } from '@wf/shared/schemas/baseDados';
import { mensagensBaseDados } from '@wf/shared/schemas/baseDados';
import { Form, Input, Modal } from 'antd';
import { useMemo } from 'react';
import { mensagemDoErro } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useSalvarRegistro } from '../../api/bases-dados';
import { campoDaColuna, validarCelula } from '@wf/shared/csv/celulaImportada';

export interface RegistroModalProps {
  idBase: string;
  colunas: readonly ColunaBaseDados[];
  /** The record being edited; null: 'Criar registro'. */
  registro: RegistroBaseDados | null;
  onFechar: () => void;
}

const chaveDa = (c: ColunaBaseDados) => c.dataIndex ?? c.id;

/** Placeholders that say what a column's type accepts. */
const DICAS: Partial<Record<ColunaBaseDados['keyCampo'], string>> = {
  email: 'nome@empresa.com.br',
  data: 'dd/mm/aaaa',
  number: '0',
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  numeroTelefone: '(00) 00000-0000',
  moeda: '0,00',
  link: 'https://',
};

/** 'Criar registro' / 'Editar registro': one input per column, checked by the column's type. */
export function RegistroModal({ idBase, colunas, registro, onFechar }: RegistroModalProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const salvar = useSalvarRegistro(idBase);
  const campos = useMemo(() => new Map(colunas.map((c) => [c.id, campoDaColuna(c)])), [colunas]);
  const iniciais = useMemo(() => {
    const v: Record<string, string> = {};
    for (const c of colunas) {
      const atual = registro?.valores[chaveDa(c)];
      v[c.id] = atual === null || atual === undefined ? '' : String(atual);
    }
    return v;
  }, [colunas, registro]);

  const handleSalvar = async () => {
    // A refused field shows its message under it; nothing else to do.
    const entrada = await form.validateFields().catch(() => null);
    if (!entrada) return;
    const valores: ValoresRegistro = {};
    for (const c of colunas) {
      const r = validarCelula(campos.get(c.id)!, entrada[c.id] ?? '');
      if (r.ok) valores[chaveDa(c)] = r.valor as ValoresRegistro[string];
    }
    try {
      const resposta = await salvar.mutateAsync({ idRegistro: registro?.id, valores });
      toast.sucesso(
        resposta.mensagem || (registro ? mensagensBaseDados.registroAtualizado : mensagensBaseDados.registroCriado),
      );
      onFechar();
    } catch (erro) {
      toast.erro(mensagemDoErro(erro));
    }
  };

  return (
    <Modal
      open
      title={registro ? 'Editar registro' : 'Criar registro'}
      onCancel={onFechar}
      onOk={() => void handleSalvar()}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={salvar.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={iniciais} requiredMark={false}>
        {colunas.map((c) => (
          <Form.Item
            key={c.id}
            name={c.id}
            label={c.titulo}
            rules={[
              {
                validator: async (_regra, valor: string | undefined) => {
                  const r = validarCelula(campos.get(c.id)!, valor ?? '');
                  if (!r.ok) throw new Error(r.erro);
                },
              },
            ]}
          >
            {c.keyCampo === 'textoLongo' ? (
              <Input.TextArea rows={3} />
            ) : (
              <Input
                placeholder={DICAS[c.keyCampo]}
                inputMode={['number', 'moeda'].includes(c.keyCampo) ? 'decimal' : undefined}
              />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
