import { Alert, Button, Empty, Flex, Form } from 'antd';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import { useCallback, useEffect, useRef, useState } from 'react';
import { OpcoesDaEtapa } from '../../../../components/basesDados/SelectBaseDados';
import { CampoDinamico } from '../../../../components/formularioDinamico/CampoDinamico';
import { toast } from '../../../../lib/toast';
import { paraValoresDoForm, paraValoresGravados } from '../../../../lib/valoresFormulario';
import { useAtualizarFormulario } from '../../api/atualizar-formulario';
import { useMarcarAlteracoes } from '../../hooks/useAlteracoesNaoSalvas';
import { camposAlterados, mesclarValores, retratoDoForm, type Retrato } from '../../utils/mesclaFormulario';
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
 * files are shown only); the save sends the other values. Input not yet saved is never
 * overwritten by a refetch, and the card modal asks before it is left (useMarcarAlteracoes).
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

  // What was typed and not saved survives every refetch of the card (an upload into a field, a
  // change by someone else, any other action in the modal): new stored values go only into the
  // fields not being edited (mesclarValores). `base` is the stored values the form last showed.
  const assinatura = JSON.stringify([campos.map((c) => c.id), valores]);
  const valoresRef = useRef({ campos, valores });
  valoresRef.current = { campos, valores };
  const base = useRef<Retrato | null>(null);
  const [alterados, setAlterados] = useState<string[]>([]);
  const [conflitos, setConflitos] = useState<string[]>([]);
  useMarcarAlteracoes(`formulario-${idEtapa ?? 'atual'}`, alterados.length > 0);

  const reavaliar = useCallback(() => {
    const { campos: atuais } = valoresRef.current;
    const lista = base.current ? camposAlterados(atuais, form.getFieldsValue(true), base.current) : [];
    setAlterados((antes) => (JSON.stringify(antes) === JSON.stringify(lista) ? antes : lista));
  }, [form]);

  useEffect(() => {
    const { campos: atuais, valores: novos } = valoresRef.current;
    const mescla = mesclarValores(atuais, form.getFieldsValue(true), base.current, novos);
    form.setFields(mescla.aplicar.map(({ name, value }) => ({ name, value, errors: [] })));
    base.current = mescla.base;
    if (mescla.conflitos.length) setConflitos((antes) => [...new Set([...antes, ...mescla.conflitos])]);
    reavaliar();
  }, [form, assinatura, reavaliar]);

  const handleSalvar = (valoresForm: Record<string, unknown>) => {
    salvar.mutate(paraValoresGravados(campos, valoresForm), {
      onSuccess: (resposta) => {
        // What was sent is stored now: only what was typed after it is still unsaved.
        base.current = { ...base.current, ...retratoDoForm(campos, valoresForm) };
        setConflitos([]);
        reavaliar();
        toast.sucesso(resposta.mensagem ?? 'Formulário salvo com sucesso');
      },
    });
  };

  /** Someone else's stored values replace what this person typed in the conflicting fields. */
  const handleUsarSalvos = () => {
    const { campos: atuais, valores: gravados } = valoresRef.current;
    const noForm = paraValoresDoForm(atuais, gravados);
    form.setFields(
      atuais
        .filter((c) => conflitos.includes(c.nomeVariavel))
        .map((c) => ({ name: c.dataIndex, value: noForm[c.dataIndex], errors: [] })),
    );
    setConflitos([]);
    reavaliar();
  };
  const emConflito = campos.filter((c) => conflitos.includes(c.nomeVariavel) && alterados.includes(c.nomeVariavel));

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
      onValuesChange={reavaliar}
      disabled={!editavel}
    >
      {emConflito.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Outra pessoa alterou ${emConflito.map((c) => c.titulo).join(', ')} enquanto você editava. Seus valores foram mantidos: salve para gravá-los ou use os valores salvos.`}
          action={
            <Button size="small" onClick={handleUsarSalvos}>
              Usar os valores salvos
            </Button>
          }
        />
      )}
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
