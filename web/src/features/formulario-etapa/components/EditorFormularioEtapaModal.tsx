import { EyeOutlined } from '@ant-design/icons';
import { App, Badge, Button, Col, Empty, Modal, Row, Tabs, Typography } from 'antd';
import type { KeyCampo } from '@wf/shared/constants/fluxos';
import { useMemo, useState, type ReactNode } from 'react';
import type { DialogoEtapaProps } from '../../../components/dialogosEtapa';
import { useAssistenteIa } from '../../../hooks/useAssistenteIa';
import { useTelaPequena } from '../../../hooks/useTelaPequena';
import { toast } from '../../../lib/toast';
import { useAtualizarCamposForm } from '../api/atualizar-campos-form';
import {
  adicionarCamposGerados,
  camposParaEdicao,
  campoParaPreview,
  moverCampo,
  novoCampo,
  validarFormulario,
  type CampoEmEdicao,
} from '../utils/camposEditor';
import { ConfiguracaoCampo } from './internal/ConfiguracaoCampo';
import { ListaCampos } from './internal/ListaCampos';
import { PaletaCampos } from './internal/PaletaCampos';
import { PreviewFormulario } from './internal/PreviewFormulario';

export type EditorFormularioEtapaModalProps = DialogoEtapaProps;

const ALTURA_COLUNA = 'min(62vh, 640px)';
const gerarId = () => crypto.randomUUID();

/**
 * The stage form editor: the palette of the 16 field types, the fields in order
 * (drag to reorder), the selected field's settings, and 'Preview Formulário'. Everything stays
 * local until 'Salvar', which sends the whole form; the shared schema checks it first.
 */
export function EditorFormularioEtapaModal({ idFluxo, etapa, onFechar }: EditorFormularioEtapaModalProps) {
  const { modal } = App.useApp();
  const telaPequena = useTelaPequena();
  const { GerarCamposIa } = useAssistenteIa();
  const salvar = useAtualizarCamposForm(idFluxo);
  const [itens, setItens] = useState<CampoEmEdicao[]>(() =>
    camposParaEdicao(etapa.jsonConfig?.listaCamposFormulario ?? []),
  );
  const [idSelecionado, setIdSelecionado] = useState<string | null>(() => itens[0]?.campo.id ?? null);
  const [alterado, setAlterado] = useState(false);
  const [previewAberto, setPreviewAberto] = useState(false);
  const [abaMovel, setAbaMovel] = useState<'campos' | 'configuracao'>('campos');

  const validacao = useMemo(() => validarFormulario(itens), [itens]);
  const erros = validacao.valido ? {} : validacao.erros;
  const selecionado = itens.find((i) => i.campo.id === idSelecionado) ?? null;
  const quantidadeComErro = Object.keys(erros).length;

  const atualizarItens = (novos: CampoEmEdicao[]) => {
    setItens(novos);
    setAlterado(true);
  };

  const handleAdicionar = (keyCampo: KeyCampo) => {
    const item = novoCampo(keyCampo, itens, gerarId);
    atualizarItens([...itens, item]);
    setIdSelecionado(item.campo.id);
    if (telaPequena) setAbaMovel('configuracao');
  };

  const handleSelecionar = (id: string) => {
    setIdSelecionado(id);
    if (telaPequena) setAbaMovel('configuracao');
  };

  const handleRemover = (id: string) => {
    const indice = itens.findIndex((i) => i.campo.id === id);
    const restantes = itens.filter((i) => i.campo.id !== id);
    atualizarItens(restantes);
    if (idSelecionado === id) setIdSelecionado(restantes[Math.min(indice, restantes.length - 1)]?.campo.id ?? null);
  };

  // Proposed fields join the form for review; the first of them is selected.
  const handleCamposGerados = (propostos: Parameters<typeof adicionarCamposGerados>[1]) => {
    const novos = adicionarCamposGerados(itens, propostos, gerarId);
    if (novos.length === itens.length) return;
    atualizarItens(novos);
    setIdSelecionado(novos[itens.length]?.campo.id ?? idSelecionado);
    toast.sucesso(`${novos.length - itens.length} campo(s) adicionado(s): revise e salve o formulário`);
  };

  const handleAlterarCampo = (item: CampoEmEdicao) =>
    atualizarItens(itens.map((i) => (i.campo.id === item.campo.id ? item : i)));

  const handleSalvar = () => {
    if (!validacao.valido) {
      const primeiroComErro = itens.find((i) => erros[i.campo.id]);
      if (primeiroComErro) handleSelecionar(primeiroComErro.campo.id);
      toast.erro('Corrija os campos destacados antes de salvar');
      return;
    }
    salvar.mutate(
      { idEtapa: etapa.id, lista: validacao.listaCamposFormulario },
      {
        onSuccess: () => {
          toast.sucesso('Formulário salvo');
          onFechar();
        },
      },
    );
  };

  const handleFechar = () => {
    if (!alterado) {
      onFechar();
      return;
    }
    modal.confirm({
      title: 'Descartar as alterações do formulário?',
      content: 'Os campos alterados desde a abertura não serão salvos.',
      okText: 'Descartar',
      okButtonProps: { danger: true },
      cancelText: 'Continuar editando',
      onOk: onFechar,
    });
  };

  const paleta = <PaletaCampos onAdicionar={handleAdicionar} />;
  const lista = (
    <ListaCampos
      itens={itens}
      erros={erros}
      idSelecionado={idSelecionado}
      onSelecionar={handleSelecionar}
      onMover={(de, para) => atualizarItens(moverCampo(itens, de, para))}
      onRemover={handleRemover}
    />
  );
  const configuracao = selecionado ? (
    <ConfiguracaoCampo
      key={selecionado.campo.id}
      item={selecionado}
      erros={erros[selecionado.campo.id] ?? {}}
      onAlterar={handleAlterarCampo}
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Selecione um campo para configurá-lo" />
  );

  return (
    <Modal
      open
      title={`Formulário da etapa ${etapa.descricao}`}
      onCancel={handleFechar}
      maskClosable={false}
      destroyOnHidden
      width={{ xs: '100%', md: '95%', xl: 1240 }}
      footer={[
        GerarCamposIa && (
          <span key="ia" style={{ float: 'left' }}>
            <GerarCamposIa idFluxo={idFluxo} etapa={etapa} onGerados={handleCamposGerados} />
          </span>
        ),
        <Button key="preview" icon={<EyeOutlined />} onClick={() => setPreviewAberto(true)}>
          Preview Formulário
        </Button>,
        <Button key="cancelar" onClick={handleFechar}>
          Cancelar
        </Button>,
        <Button key="salvar" type="primary" loading={salvar.isPending} onClick={handleSalvar}>
          Salvar
        </Button>,
      ]}
    >
      {telaPequena ? (
        <Tabs
          activeKey={abaMovel}
          onChange={(chave) => setAbaMovel(chave as 'campos' | 'configuracao')}
          items={[
            {
              key: 'campos',
              label: (
                <Badge count={quantidadeComErro} size="small" offset={[8, 0]}>
                  Campos ({itens.length})
                </Badge>
              ),
              children: (
                <>
                  {paleta}
                  <div style={{ marginTop: 16 }}>{lista}</div>
                </>
              ),
            },
            { key: 'configuracao', label: 'Configuração', children: configuracao },
          ]}
        />
      ) : (
        <Row gutter={16}>
          <Col md={8} lg={7}>
            <Coluna titulo="Tipos de campo">{paleta}</Coluna>
          </Col>
          <Col md={7} lg={7}>
            <Coluna titulo={`Campos (${itens.length})`}>{lista}</Coluna>
          </Col>
          <Col md={9} lg={10}>
            <Coluna titulo="Configuração do campo">{configuracao}</Coluna>
          </Col>
        </Row>
      )}
      {previewAberto && (
        <PreviewFormulario
          titulo={etapa.descricao}
          idEtapa={etapa.id}
          campos={itens.map((item, ordem) => campoParaPreview(item.campo, ordem))}
          onFechar={() => setPreviewAberto(false)}
        />
      )}
    </Modal>
  );
}

interface ColunaProps {
  titulo: string;
  children: ReactNode;
}

function Coluna({ titulo, children }: ColunaProps) {
  return (
    <section aria-label={titulo}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {titulo}
      </Typography.Title>
      <div style={{ maxHeight: ALTURA_COLUNA, overflowY: 'auto', paddingRight: 4 }}>{children}</div>
    </section>
  );
}
