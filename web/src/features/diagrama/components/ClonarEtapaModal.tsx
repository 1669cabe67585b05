import { Checkbox, Flex, Form, Input } from 'antd';
import { clonarEtapaSchema } from '@wf/shared/schemas/etapa';
import type { Etapa } from '@wf/shared/types/fluxo';
import { ApiError } from '../../../lib/api';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { useClonarEtapa } from '../api/clonar-etapa';
import { DialogoFormularioEtapa } from './internal/DialogoFormularioEtapa';

export interface ClonarEtapaModalProps {
  idFluxo: string;
  etapa: Etapa;
  onFechar: () => void;
}

interface CamposClonagem {
  descricaoNovaEtapa: string;
  copiarAutorizacoes: boolean;
  copiarVinculosOrigem: boolean;
  copiarVinculosDestino: boolean;
}

/** 'Clonar etapa': a copy of the stage and its form, 400 px to the right (placed by the server). */
export function ClonarEtapaModal({ idFluxo, etapa, onFechar }: ClonarEtapaModalProps) {
  const [form] = Form.useForm<CamposClonagem>();
  const clonar = useClonarEtapa(idFluxo);

  const handleSalvar = (valores: CamposClonagem) => {
    const validacao = validarComSchema(form, clonarEtapaSchema, { ...valores, idFluxo, idEtapaReferencia: etapa.id });
    if (!validacao.sucesso) return;
    clonar.mutate(validacao.dados, {
      onSuccess: ({ Etapa }) => {
        toast.sucesso(`Etapa "${Etapa.descricao}" criada a partir de "${etapa.descricao}"`);
        onFechar();
      },
      onError: (erro) => {
        if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
      },
    });
  };

  return (
    <DialogoFormularioEtapa<CamposClonagem>
      titulo="Clonar etapa"
      textoConfirmar="Clonar"
      largura={520}
      form={form}
      valoresIniciais={{
        descricaoNovaEtapa: `${etapa.descricao} (cópia)`.slice(0, 150),
        copiarAutorizacoes: false,
        copiarVinculosOrigem: false,
        copiarVinculosDestino: false,
      }}
      salvando={clonar.isPending}
      onSalvar={handleSalvar}
      onFechar={onFechar}
    >
      <Form.Item
        label="Nome da nova etapa"
        name="descricaoNovaEtapa"
        rules={[regraZod(clonarEtapaSchema.shape.descricaoNovaEtapa)]}
        required
      >
        <Input autoFocus maxLength={150} />
      </Form.Item>
      <Flex vertical gap={4}>
        <Form.Item name="copiarAutorizacoes" valuePropName="checked" noStyle>
          <Checkbox>Copiar pessoas autorizadas</Checkbox>
        </Form.Item>
        <Form.Item name="copiarVinculosOrigem" valuePropName="checked" noStyle>
          <Checkbox>Copiar conexões de origem (etapas que chegam nesta)</Checkbox>
        </Form.Item>
        <Form.Item name="copiarVinculosDestino" valuePropName="checked" noStyle>
          <Checkbox>Copiar conexões de destino (etapas para onde esta envia)</Checkbox>
        </Form.Item>
      </Flex>
    </DialogoFormularioEtapa>
  );
}
