import { CopyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Select, Typography } from 'antd';
import type { Etapa } from '@wf/shared/types/fluxo';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { useCopiarAutorizacoes } from '../../api/copiar-autorizacoes';

export interface CopiarAutorizacoesProps {
  idFluxo: string;
  etapa: Etapa;
  outrasEtapas: readonly Etapa[];
  semPessoas: boolean;
  semUnidades: boolean;
  /** The plan leaves units out: only people can be copied. */
  orgIndisponivel: boolean;
}

/** 'Copiar autorizações': the people and units of this stage, with their flags, to other stages of the flow. */
export function CopiarAutorizacoes({
  idFluxo,
  etapa,
  outrasEtapas,
  semPessoas,
  semUnidades,
  orgIndisponivel,
}: CopiarAutorizacoesProps) {
  const [destinos, setDestinos] = useState<string[]>([]);
  const [viaEmail, setViaEmail] = useState(true);
  const [viaOrganograma, setViaOrganograma] = useState(true);
  const copiar = useCopiarAutorizacoes(idFluxo, etapa.id);
  const copiaOrganograma = viaOrganograma && !orgIndisponivel;
  const nadaACopiar = (!viaEmail || semPessoas) && (!copiaOrganograma || semUnidades);

  const handleCopiar = () => {
    copiar.mutate(
      { idsDestino: destinos, copiarViaEmail: viaEmail, copiarViaOrganograma: copiaOrganograma },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem);
          setDestinos([]);
        },
      },
    );
  };

  return (
    <section aria-labelledby="copiar-autorizacoes-titulo">
      <Typography.Title level={5} id="copiar-autorizacoes-titulo">
        Copiar autorizações
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        As pessoas e unidades desta etapa, com as mesmas permissões e restrições, passam a ter acesso às etapas
        escolhidas.
      </Typography.Paragraph>
      <Flex gap={16} wrap style={{ marginBottom: 8 }}>
        <Checkbox checked={viaEmail} onChange={(e) => setViaEmail(e.target.checked)}>
          Copiar via e-mail
        </Checkbox>
        <Checkbox
          checked={copiaOrganograma}
          disabled={orgIndisponivel}
          onChange={(e) => setViaOrganograma(e.target.checked)}
        >
          Copiar via organograma
        </Checkbox>
      </Flex>
      <Flex gap={8} wrap>
        <Select
          mode="multiple"
          allowClear
          placeholder={outrasEtapas.length ? 'Selecione as etapas de destino' : 'O fluxo não tem outras etapas'}
          aria-label="Etapas de destino"
          optionFilterProp="label"
          value={destinos}
          onChange={setDestinos}
          options={outrasEtapas.map((e) => ({ value: e.id, label: e.descricao }))}
          disabled={outrasEtapas.length === 0}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button
          icon={<CopyOutlined />}
          onClick={handleCopiar}
          loading={copiar.isPending}
          disabled={destinos.length === 0 || nadaACopiar}
        >
          Copiar autorizações
        </Button>
      </Flex>
    </section>
  );
}
