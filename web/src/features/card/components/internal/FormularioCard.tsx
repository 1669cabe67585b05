import { Alert, Button, Empty, Flex, Form } from 'antd';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import { useEffect, useRef } from 'react';
import { OpcoesDaEtapa } from '../../../../components/basesDados/SelectBaseDados';
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
  /** An earlier stage the card went through (absent: its current stage); its values go with its id. */
  idEtapa?: string;
  /** The card's current stage: the form's stage when idEtapa is absent (a combo's options name it). */
  idEtapaAtual: string;
}

/**
 * The form of a stage of the card (its current one, or an earlier one it went through), filled
 * with the card's values (masks and messages of the shared field renderer). Attachment fields of
 * the current stage upload each file at once into the field (CampoAnexoCard; an earlier stage's
 * files are shown only); the save sends the other values.
 */
export function FormularioCard({
  idInstancia,
  idFluxo,
  nomeEtapa,
  campos,
  valores,
  editavel,
  idEtapa,
  idEtapaAtual,
}: FormularioCardProps) {
  const [form] = Form.useForm();
  const salvar = useAtualizarFormulario(idInstancia, idFluxo, idEtapa);
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

  if (visiveis.length === 0)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`A etapa ${nomeEtapa} não tem campos no formulário`} />
    );

  return (
    <Form
      form={form}
      layout="vertical"
      name={`formulario-card-${idInstancia}${idEtapa ? `-${idEtapa}` : ''}`}
      aria-label={`Formulário da etapa ${nomeEtapa}`}
      onFinish={(v) => handleSalvar(v as Record<string, unknown>)}
      disabled={!editavel}
    >
      {!editavel && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Você não pode editar o formulário nesta etapa."
        />
      )}
      <OpcoesDaEtapa idEtapa={idEtapa ?? idEtapaAtual}>
        {camposDoForm.map((campo) =>
          campo.keyCampo === 'anexo' ? (
            <CampoAnexoCard
              key={campo.id}
              idInstancia={idInstancia}
              idFluxo={idFluxo}
              campo={campo}
              valor={valores[campo.nomeVariavel]}
              editavel={editavel && !idEtapa}
            />
          ) : (
            <CampoDinamico key={campo.id} campo={campo} />
          ),
        )}
      </OpcoesDaEtapa>
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
