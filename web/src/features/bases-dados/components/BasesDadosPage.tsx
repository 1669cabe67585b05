import { DatabaseOutlined, PlusOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { mensagensBaseDados } from '@wf/shared/schemas/baseDados';
import { App, Button, Col, Empty, Flex, Input, Row, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { TituloPagina } from '../../../components/TituloPagina';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { mensagemDoErro } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useBasesDados, useExcluirBase } from '../api/bases-dados';
import type { DataSource } from '../api/tipos';
import { filtrarPorTexto } from '../utils/formatos';
import { CartaoBaseDados } from './internal/CartaoBaseDados';
import { CriarBaseModal } from './internal/CriarBaseModal';

/** /base-dados: the data bases the person owns or may edit, as cards, with a filter. */
export function BasesDadosPage() {
  useTituloDocumento('Base de dados');
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const bases = useBasesDados();
  const excluir = useExcluirBase();
  const [filtro, setFiltro] = useState('');
  // 'importar': the new base opens with the CSV import dialog.
  const [criando, setCriando] = useState<null | 'criar' | 'importar'>(null);

  const handleAbrir = (id: string) => navigate(`/data-base/${encodeURIComponent(id)}`);
  const handleCriada = (id: string) => {
    const importar = criando === 'importar';
    setCriando(null);
    navigate(`/data-base/${encodeURIComponent(id)}`, { state: importar ? { importar: true } : undefined });
  };
  const handleExcluir = (base: DataSource) =>
    modal.confirm({
      title: `Excluir a base de dados "${base.descricao}"?`,
      content: 'Todos os registros serão excluídos. Campos de formulário que usam esta base ficam sem opções.',
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          const r = await excluir.mutateAsync(base.id);
          toast.sucesso(r.mensagem || mensagensBaseDados.excluida);
        } catch (erro) {
          toast.erro(mensagemDoErro(erro));
        }
      },
    });

  const visiveis = filtrarPorTexto(bases.data ?? [], filtro);

  let conteudo;
  if (bases.isPending)
    conteudo = <Spin size="large" style={{ display: 'block', margin: '64px auto' }} aria-label="Carregando" />;
  else if (bases.isError)
    conteudo = (
      <ErroAoCarregar mensagem={mensagensBaseDados.problemaCarregar} onTentarNovamente={() => void bases.refetch()} />
    );
  else if (!bases.data.length)
    conteudo = (
      <Empty image={<DatabaseOutlined style={{ fontSize: 64 }} />} description="Nenhuma base de dados ainda">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCriando('criar')}>
          Criar Base de Dados
        </Button>
      </Empty>
    );
  else if (!visiveis.length) conteudo = <Empty description={mensagensBaseDados.nenhumDado} />;
  else
    conteudo = (
      <Row gutter={[16, 16]}>
        {visiveis.map((base) => (
          <Col key={base.id} xs={24} sm={12} lg={8} xxl={6}>
            <CartaoBaseDados base={base} onAbrir={handleAbrir} onExcluir={handleExcluir} />
          </Col>
        ))}
      </Row>
    );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <TituloPagina style={{ margin: 0 }}>Base de dados</TituloPagina>
        <Flex gap={8} wrap>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Filtrar bases de dados"
            aria-label="Filtrar bases de dados"
            value={filtro}
            onChange={(e) => setFiltro(e.target.value)}
            style={{ width: 260 }}
          />
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setCriando('importar')}>
            Importar CSV
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCriando('criar')}>
            Criar Base de Dados
          </Button>
        </Flex>
      </Flex>
      {conteudo}
      <CriarBaseModal aberto={criando !== null} onFechar={() => setCriando(null)} onCriada={handleCriada} />
    </>
  );
}
