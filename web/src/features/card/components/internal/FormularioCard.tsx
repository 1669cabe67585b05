import { Alert, Button, Empty, Flex, Form } from 'antd';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import { useEffect, useRef } from 'react';
import { CampoDinamico } from '../../../../components/formularioDinamico/CampoDinamico';
import { toast } from '../../../../lib/toast';
import { paraValoresDoForm, paraValoresGravados } from '../../../../lib/valoresFormulario';
import { useAtualizarFormulario } from '../../api/atualizar-formulario';
import { CampoAnexoCard } from './CampoAnexoCard';

export interface FormularioCardProps {
  idInstancia: string;
  idFluxo: string;
  nomeEtapa: string;
  campos: CampoFormulario[];
  valores: Record<string, unknown>;
  editavel: boolean;
}

/**
 * The form of the card's current stage, filled with the card's values (masks and messages of the
 * shared field renderer). Attachment fields upload each file at once into the field
 * (CampoAnexoCard); the save sends the other values.
 */
export function FormularioCard({ idInstancia, idFluxo, nomeEtapa, campos, valores, editavel }: FormularioCardProps) {
  const [form] = Form.useForm();
  const salvar = useAtualizarFormulario(idInstancia, idFluxo);
  const visiveis = campos.filter((c) => !c.indOculto);
  const camposDoForm = editavel ? campos : campos.map((c) => ({ ...c, indEditavel: false }));

  // Refill only when the stored values or the fields really change: a refetch of the card after
  // a comment or a label must not wipe what the person is typing in the form.
  const assinatura = JSON.stringify([campos.map((c) => c.id), valores]);
  const valoresRef = useRef({ campos, valores });
  valoresRef.current = { campos, valores };
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(paraValoresDoForm(valoresRef.current.campos, valoresRef.current.valores));
  }, [form, assinatura]);

  const handleSalvar = (valoresForm: Record<string, unknown>) => {
    salvar.mutate(paraValoresGravados(campos, valoresForm), {
      onSuccess: (resposta) => toast.sucesso(resposta.mensagem ?? 'Formulário salvo com sucesso'),
    });
  };

  if (visiveis.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`A etapa ${nomeEtapa} não tem campos no formulário`} />;

  return (
    <Form form={form} layout="vertical" name={`formulario-card-${idInstancia}`} aria-label={`Formulário da etapa ${nomeEtapa}`} onFinish={(v) => handleSalvar(v as Record<string, unknown>)} disabled={!editavel}>
      {!editavel && <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Você não pode editar o formulário nesta etapa." />}
      {camposDoForm.map((campo) =>
        campo.keyCampo === 'anexo' ? (
          <CampoAnexoCard key={campo.id} idInstancia={idInstancia} idFluxo={idFluxo} campo={campo} valor={valores[campo.nomeVariavel]} editavel={editavel} />
        ) : (
          <CampoDinamico key={campo.id} campo={campo} />
        ),
      )}
      {editavel && (
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Salvar formulário
          </Button>
        </Flex>
      )}
    </Form>
  );
}
