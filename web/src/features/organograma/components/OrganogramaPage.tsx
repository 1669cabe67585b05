import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { TituloPagina } from '../../../components/TituloPagina';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { mensagemDoErro } from '../../../lib/api';
import { acharUnidade } from '../../../lib/organograma';
import { useOrganograma } from '../api/buscar-organograma';
import { ArvoreOrganograma } from './internal/ArvoreOrganograma';
import { DetalhesUnidade } from './internal/DetalhesUnidade';
import { NovaUnidadeModal } from './internal/NovaUnidadeModal';

/** Where a new unit goes: the top level (null) or under a unit. */
type NovaUnidade = { idOrgSup: string | null; descricaoSuperior?: string } | null;

/**
 * /admin/organograma: the tenant's units as a tree, the selected unit's details (saved field by
 * field on leaving it) and its people. A tenant whose tree comes from the cloud directory sees it
 * read-only. The tree sits above the details on narrow screens.
 */
export function OrganogramaPage() {
  useTituloDocumento('Organograma');
  const organograma = useOrganograma();
  const [selecionada, setSelecionada] = useState<string | null>(null);
  const [nova, setNova] = useState<NovaUnidade>(null);
  const arvore = organograma.data?.estruturaOrg ?? [];
  const somenteLeitura = organograma.data?.somenteLeitura === 'S';
  const unidade = selecionada ? acharUnidade(arvore, selecionada) : undefined;

  const handleNovaRaiz = () => setNova({ idOrgSup: null });
  const handleCriada = (id: string) => {
    setNova(null);
    setSelecionada(id);
  };

  let conteudo;
  if (organograma.isPending) conteudo = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (organograma.isError)
    conteudo = (
      <ErroAoCarregar
        mensagem={mensagemDoErro(organograma.error)}
        onTentarNovamente={() => void organograma.refetch()}
      />
    );
  else if (arvore.length === 0)
    conteudo = (
      <Empty description="Nenhuma unidade cadastrada">
        {!somenteLeitura && (
          <Button type="primary" icon={<PlusOutlined />} onClick={handleNovaRaiz}>
            Adicionar unidade
          </Button>
        )}
      </Empty>
    );
  else
    conteudo = (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card
            title="Unidades"
            size="small"
            extra={
              !somenteLeitura && (
                <Button size="small" icon={<PlusOutlined />} onClick={handleNovaRaiz}>
                  Adicionar unidade
                </Button>
              )
            }
          >
            <ArvoreOrganograma arvore={arvore} selecionada={selecionada} onSelecionar={setSelecionada} />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          {unidade ? (
            <DetalhesUnidade
              key={unidade.id}
              unidade={unidade}
              arvore={arvore}
              somenteLeitura={somenteLeitura}
              onNovaSubunidade={() => setNova({ idOrgSup: unidade.id, descricaoSuperior: unidade.descricao })}
              onExcluida={() => setSelecionada(null)}
            />
          ) : (
            <Card size="small">
              <Typography.Text type="secondary">
                Selecione uma unidade para ver seus dados e suas pessoas.
              </Typography.Text>
            </Card>
          )}
        </Col>
      </Row>
    );

  return (
    <>
      <Flex vertical gap={16}>
        <TituloPagina style={{ marginTop: 0, marginBottom: 0 }}>Organograma</TituloPagina>
        {somenteLeitura && (
          <Alert
            type="info"
            showIcon
            message="O organograma deste ambiente vem do diretório em nuvem e não pode ser alterado aqui."
          />
        )}
        {conteudo}
      </Flex>
      {nova && (
        <NovaUnidadeModal
          idOrgSup={nova.idOrgSup}
          descricaoSuperior={nova.descricaoSuperior}
          onCriada={handleCriada}
          onFechar={() => setNova(null)}
        />
      )}
    </>
  );
}
