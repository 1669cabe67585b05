import { Alert, Button, Divider, Empty, Form, Input, Modal, Select, Skeleton } from 'antd';
import { ROTULO_NOVA_INSTANCIA_PADRAO } from '@wf/shared/constants/fluxos';
import { descricaoCard } from '@wf/shared/schemas/instancia';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OpcoesDaEtapa } from '../../../components/basesDados/SelectBaseDados';
import { CampoDinamico } from '../../../components/formularioDinamico/CampoDinamico';
import { mensagemDoErro } from '../../../lib/api';
import { aposAlterarElementoDoCard } from '../../../lib/atualizacoesCards';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { regraZod } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { arquivosNovosPorCampo, paraValoresGravados } from '../../../lib/valoresFormulario';
import { enviarAnexoCard } from '../api/enviar-anexo';
import { useInserirInstancia } from '../api/inserir-instancia';
import { validarAnexoCard } from '../utils/anexos';
import { TagCor } from '../../../components/TagCor';

export interface DialogoNovoCardProps {
  idFluxo: string;
  aberto: boolean;
  onFechar: () => void;
  /** Called with the new card's id (the flow page may open it). */
  onCriado?: (idInstancia: string) => void;
}

interface ValoresNovoCard extends Record<string, unknown> {
  descricao: string;
  listaEtiquetas?: string[];
}

/**
 * Create-card dialog: description (required), labels and the initial stage's form.
 * Read-only, without footer buttons, when the initial stage does not allow executing cards.
 * Files of attachment fields are uploaded as the new card's attachments once it exists.
 */
export function DialogoNovoCard({ idFluxo, aberto, onFechar, onCriado }: DialogoNovoCardProps) {
  const [form] = Form.useForm<ValoresNovoCard>();
  const fluxo = useFluxoComEtapas(idFluxo);
  const inserir = useInserirInstancia(idFluxo);
  const queryClient = useQueryClient();
  const [enviandoArquivos, setEnviandoArquivos] = useState(false);

  const etapaInicial = fluxo.data?.listaEtapas.find((e) => e.etapaInicial === 'S');
  const campos = etapaInicial?.jsonConfig.listaCamposFormulario ?? [];
  const somenteLeitura = etapaInicial?.permiteExecutarInstancias === 'N';
  const rotulo = fluxo.data?.Fluxo.rotuloNovaInstancia || ROTULO_NOVA_INSTANCIA_PADRAO;

  const handleFechar = () => {
    form.resetFields();
    onFechar();
  };

  const handleCriar = async (valores: ValoresNovoCard) => {
    const arquivos = arquivosNovosPorCampo(campos, valores);
    for (const { arquivo } of arquivos) {
      const erro = validarAnexoCard(arquivo);
      if (erro) {
        toast.erro(erro);
        return;
      }
    }
    let resposta;
    try {
      resposta = await inserir.mutateAsync({
        idFluxo,
        descricao: valores.descricao,
        listaEtiquetas: valores.listaEtiquetas ?? [],
        listaValoresFormulario: paraValoresGravados(campos, valores),
      });
    } catch {
      return; // toasted by the query client
    }
    const idInstancia = resposta.Instancia.id;
    if (arquivos.length > 0) {
      // Files of attachment fields go into their fields of the new card (its stage is the initial one).
      setEnviandoArquivos(true);
      try {
        for (const { arquivo, nomeVariavel } of arquivos)
          await enviarAnexoCard(idInstancia, arquivo, undefined, nomeVariavel);
      } catch (erro) {
        toast.erro(
          `O card foi criado, mas nem todos os arquivos foram enviados: ${erro instanceof Error ? erro.message : mensagemDoErro(erro)}`,
          5,
        );
      } finally {
        setEnviandoArquivos(false);
        // The tile's attachment count changed after the column was refreshed by the creation.
        void aposAlterarElementoDoCard(queryClient, {
          idInstancia,
          idFluxo,
          idEtapa: resposta.Instancia.Etapa.id,
          naLista: false,
        });
      }
    }
    toast.sucesso(resposta.mensagem || 'Card criado com sucesso');
    handleFechar();
    onCriado?.(idInstancia);
  };

  const ocupado = inserir.isPending || enviandoArquivos;
  let conteudo;
  if (fluxo.isPending) conteudo = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!fluxo.data) conteudo = <Alert type="error" showIcon title={mensagemDoErro(fluxo.error)} />;
  else if (!etapaInicial) conteudo = <Empty description="O fluxo ainda não tem etapa inicial" />;
  else
    conteudo = (
      <Form<ValoresNovoCard>
        form={form}
        layout="vertical"
        name="novo-card"
        aria-label={rotulo}
        disabled={somenteLeitura || ocupado}
        onFinish={(v) => void handleCriar(v)}
        initialValues={{ listaEtiquetas: [] }}
      >
        {somenteLeitura && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Você não tem permissão para criar cards nesta etapa."
          />
        )}
        <Form.Item label="Descrição" name="descricao" required rules={[regraZod(descricaoCard)]}>
          <Input placeholder="Descrição do card" maxLength={300} autoFocus />
        </Form.Item>
        <Form.Item label="Etiquetas" name="listaEtiquetas">
          <Select
            mode="multiple"
            placeholder="Não informado"
            optionFilterProp="label"
            options={fluxo.data.listaEtiquetas.map((e) => ({ value: e.id, label: e.descricao }))}
            notFoundContent="O fluxo não tem etiquetas"
            tagRender={({ value, closable, onClose }) => {
              const etiqueta = fluxo.data?.listaEtiquetas.find((e) => e.id === value);
              return (
                <TagCor cor={etiqueta?.cor} closable={closable} onClose={onClose}>
                  {etiqueta?.descricao ?? String(value)}
                </TagCor>
              );
            }}
          />
        </Form.Item>
        {campos.some((c) => !c.indOculto) && (
          <Divider titlePlacement="start">Formulário — {etapaInicial.descricao}</Divider>
        )}
        <OpcoesDaEtapa idEtapa={etapaInicial.id}>
          {campos.map((campo) => (
            <CampoDinamico key={campo.id} campo={somenteLeitura ? { ...campo, indEditavel: false } : campo} />
          ))}
        </OpcoesDaEtapa>
      </Form>
    );

  return (
    <Modal
      open={aberto}
      title={rotulo}
      onCancel={handleFechar}
      destroyOnHidden
      width={{ xs: '100%', md: 640 }}
      footer={
        somenteLeitura || !etapaInicial
          ? null
          : [
              <Button key="cancelar" onClick={handleFechar} disabled={ocupado}>
                Cancelar
              </Button>,
              <Button key="criar" type="primary" loading={ocupado} onClick={() => form.submit()}>
                Criar card
              </Button>,
            ]
      }
    >
      {conteudo}
    </Modal>
  );
}
