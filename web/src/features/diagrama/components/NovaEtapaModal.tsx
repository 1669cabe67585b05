import { Form, Input, Select, Tabs } from 'antd';
import { COR_PADRAO } from '@wf/shared/constants/fluxos';
import { inserirEtapaSchema, mensagensEtapa } from '@wf/shared/schemas/etapa';
import type { Etapa } from '@wf/shared/types/fluxo';
import { useState, type ReactNode } from 'react';
import type { PropostaEtapa } from '../../../components/assistenteIa';
import { useAssistenteIa } from '../../../hooks/useAssistenteIa';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { ApiError } from '../../../lib/api';
import { mostrarErrosNosCampos, regraZod } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { useInserirEtapa } from '../api/inserir-etapa';
import { alternarFlag, opcoesDeOrigem, paraSN, type FlagsEtapa } from '../utils/formularioEtapa';
import { CamposFlagsEtapa } from './internal/CamposFlagsEtapa';
import { DialogoFormularioEtapa } from './internal/DialogoFormularioEtapa';
import { SeletorCor } from '../../../components/SeletorCor';

export interface NovaEtapaModalProps {
  idFluxo: string;
  listaEtapas: readonly Etapa[];
  /** Preselected origin (the stage whose menu asked for a new stage after it). */
  idOrigem?: string;
  onFechar: () => void;
}

interface CamposNovaEtapa {
  descricao: string;
  cor: string;
  /** Origin stages (the payload's name, so server field messages land here). */
  listaEtapas: string[];
}

const camposEtapa = inserirEtapaSchema.shape.Etapa.shape;

/**
 * 'Nova etapa': manual, or proposed by the AI tab (which fills the manual tab for review). Once the flow has
 * stages, the new one must come from at least one of them: the links are created with it.
 */
export function NovaEtapaModal({ idFluxo, listaEtapas, idOrigem, onFechar }: NovaEtapaModalProps) {
  const [form] = Form.useForm<CamposNovaEtapa>();
  const inserir = useInserirEtapa(idFluxo);
  const primeira = listaEtapas.length === 0;
  const [flags, setFlags] = useState<FlagsEtapa>({ etapaInicial: primeira, etapaFinal: false, fluxoAberto: false });
  const { NovaEtapaIa } = useAssistenteIa();
  const fluxo = useFluxoComEtapas(idFluxo);
  const [aba, setAba] = useState<'manual' | 'ia'>('manual');
  const [ocupadoIa, setOcupadoIa] = useState(false);

  const handleProposta = (proposta: PropostaEtapa) => {
    form.setFieldsValue({ descricao: proposta.descricao, ...(proposta.cor ? { cor: proposta.cor } : {}) });
    setFlags({
      etapaInicial: !!proposta.etapaInicial,
      etapaFinal: !!proposta.etapaFinal,
      fluxoAberto: !!proposta.fluxoAberto,
    });
    setAba('manual');
  };

  const handleSalvar = (valores: CamposNovaEtapa) => {
    const resultado = inserirEtapaSchema.safeParse({
      Etapa: {
        idFluxo,
        descricao: valores.descricao,
        cor: valores.cor,
        etapaInicial: paraSN(flags.etapaInicial),
        etapaFinal: paraSN(flags.etapaFinal),
        fluxoAberto: paraSN(flags.fluxoAberto),
      },
      listaEtapas: valores.listaEtapas ?? [],
    });
    if (!resultado.success) {
      const porCampo: Record<string, string> = {};
      for (const problema of resultado.error.issues) porCampo[problema.path.join('.')] ??= problema.message;
      mostrarErrosNosCampos(form, porCampo);
      return;
    }
    inserir.mutate(resultado.data, {
      onSuccess: ({ Etapa }) => {
        toast.sucesso(`Etapa "${Etapa.descricao}" criada`);
        onFechar();
      },
      onError: (erro) => {
        if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
      },
    });
  };

  const manual = (
    <>
      <Form.Item label="Nome" name="descricao" rules={[regraZod(camposEtapa.descricao)]} required>
        <Input autoFocus maxLength={150} placeholder="Ex.: Em análise" />
      </Form.Item>
      <Form.Item label="Cor" name="cor">
        <SeletorCor rotulo="Cor da etapa" />
      </Form.Item>
      {listaEtapas.length > 0 && (
        <Form.Item
          label="Etapas de origem"
          name="listaEtapas"
          required
          extra="Os cards dessas etapas poderão seguir para a nova etapa (etapas finais ou de fluxo aberto não ganham conexão)."
          rules={[{ required: true, type: 'array', min: 1, message: mensagensEtapa.origemObrigatoria }]}
        >
          <Select
            mode="multiple"
            placeholder="Selecione as etapas de origem"
            optionFilterProp="label"
            options={opcoesDeOrigem(listaEtapas)}
          />
        </Form.Item>
      )}
      <CamposFlagsEtapa flags={flags} onAlterar={(flag, valor) => setFlags((f) => alternarFlag(f, flag, valor))} />
    </>
  );
  let conteudo: ReactNode = manual;
  if (NovaEtapaIa && fluxo.data)
    conteudo = (
      <Tabs
        activeKey={aba}
        onChange={(chave) => setAba(chave as 'manual' | 'ia')}
        items={[
          { key: 'manual', label: 'Manual', children: manual, forceRender: true, disabled: ocupadoIa },
          {
            key: 'ia',
            label: 'Com IA',
            children: <NovaEtapaIa dados={fluxo.data} onProposta={handleProposta} onOcupado={setOcupadoIa} />,
          },
        ]}
      />
    );

  return (
    <DialogoFormularioEtapa<CamposNovaEtapa>
      titulo="Nova etapa"
      textoConfirmar="Criar etapa"
      largura={560}
      form={form}
      valoresIniciais={{ descricao: '', cor: COR_PADRAO, listaEtapas: idOrigem ? [idOrigem] : [] }}
      marcaObrigatorio="optional"
      salvando={inserir.isPending}
      onSalvar={handleSalvar}
      onFechar={onFechar}
      confirmarDesabilitado={aba === 'ia'}
      bloqueado={ocupadoIa}
    >
      {conteudo}
    </DialogoFormularioEtapa>
  );
}
