import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import type { Etapa } from '@wf/shared/types/fluxo';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { useCopiarAutorizacoes } from '../../api/copiar-autorizacoes';

export interface CopiarAutorizacoesProps {
  idFluxo: string;
  etapa: Etapa;
  outrasEtapas: readonly Etapa[];
  semAutorizados: boolean;
}

/** 'Copiar autorizações': the people of this stage, with their flags, to other stages of the flow. */
export function CopiarAutorizacoes({ idFluxo, etapa, outrasEtapas, semAutorizados }: CopiarAutorizacoesProps) {
  const [destinos, setDestinos] = useState<string[]>([]);
  const copiar = useCopiarAutorizacoes(idFluxo, etapa.id);

  const handleCopiar = () => {
    copiar.mutate(destinos, {
      onSuccess: ({ mensagem }) => {
        toast.sucesso(mensagem);
        setDestinos([]);
      },
    });
  };

  return (
    <section aria-labelledby="copiar-autorizacoes-titulo">
      <Typography.Title level={5} id="copiar-autorizacoes-titulo">
        Copiar autorizações
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        As pessoas desta etapa, com as mesmas permissões e restrições, passam a ter acesso às etapas escolhidas.
      </Typography.Paragraph>
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
          disabled={destinos.length === 0 || semAutorizados}
        >
          Copiar autorizações
        </Button>
      </Flex>
    </section>
  );
}
