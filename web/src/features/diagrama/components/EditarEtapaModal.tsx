import { Alert, Form, Input } from 'antd';
import { atualizarEtapaSchema } from '@wf/shared/schemas/etapa';
import type { Etapa, EtapaRel } from '@wf/shared/types/fluxo';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { useAtualizarEtapa } from '../api/atualizar-etapa';
import { alternarFlag, avisosDaAlteracao, flagsDaEtapa, paraSN, type FlagsEtapa } from '../utils/formularioEtapa';
import { CamposFlagsEtapa } from './internal/CamposFlagsEtapa';
import { DialogoFormularioEtapa } from './internal/DialogoFormularioEtapa';
import { SeletorCor } from '../../../components/SeletorCor';

export interface EditarEtapaModalProps {
  idFluxo: string;
  etapa: Etapa;
  listaEtapasRel: readonly EtapaRel[];
  onFechar: () => void;
}

interface CamposEdicaoEtapa {
  descricao: string;
  cor: string;
}

/**
 * Name, colour and flags of a stage. The server applies the flag rules (one initial stage; a
 * final or open stage loses its outgoing links) and the refetch redraws the diagram.
 */
export function EditarEtapaModal({ idFluxo, etapa, listaEtapasRel, onFechar }: EditarEtapaModalProps) {
  const [form] = Form.useForm<CamposEdicaoEtapa>();
  const atualizar = useAtualizarEtapa(idFluxo);
  const [flags, setFlags] = useState<FlagsEtapa>(() => flagsDaEtapa(etapa));
  const avisos = avisosDaAlteracao(etapa, flags, listaEtapasRel);

  const handleSalvar = (valores: CamposEdicaoEtapa) => {
    const validacao = validarComSchema(form, atualizarEtapaSchema, {
      descricao: valores.descricao,
      cor: valores.cor,
      etapaInicial: paraSN(flags.etapaInicial),
      etapaFinal: paraSN(flags.etapaFinal),
      fluxoAberto: paraSN(flags.fluxoAberto),
    });
    if (!validacao.sucesso) return;
    atualizar.mutate(
      { idEtapa: etapa.id, dados: validacao.dados },
      {
        onSuccess: () => {
          toast.sucesso('Etapa atualizada');
          onFechar();
        },
        onError: (erro) => {
          if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
        },
      },
    );
  };

  return (
    <DialogoFormularioEtapa<CamposEdicaoEtapa>
      titulo="Editar etapa"
      textoConfirmar="Salvar"
      largura={560}
      form={form}
      valoresIniciais={{ descricao: etapa.descricao, cor: etapa.cor }}
      salvando={atualizar.isPending}
      onSalvar={handleSalvar}
      onFechar={onFechar}
    >
      <Form.Item label="Nome" name="descricao" rules={[regraZod(atualizarEtapaSchema.shape.descricao)]} required>
        <Input autoFocus maxLength={150} />
      </Form.Item>
      <Form.Item label="Cor" name="cor">
        <SeletorCor rotulo="Cor da etapa" />
      </Form.Item>
      <CamposFlagsEtapa
        flags={flags}
        inicialTravada={etapa.etapaInicial === 'S'}
        onAlterar={(flag, valor) => setFlags((f) => alternarFlag(f, flag, valor))}
      />
      <Alert
        type={avisos.length > 0 ? 'warning' : 'info'}
        showIcon
        style={{ marginTop: 16 }}
        title={
          avisos.length > 0
            ? avisos.join(' ')
            : 'Marcar a etapa como final ou fluxo aberto remove as conexões de saída dela.'
        }
      />
    </DialogoFormularioEtapa>
  );
}
