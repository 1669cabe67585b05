import { EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import type { UsuarioAdministrado } from '@wf/shared/types/sessao';
import { useState } from 'react';
import { AvatarUsuario } from '../../../components/AvatarUsuario';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { TAMANHOS_PAGINA, tamanhoPaginaPadrao } from '../../../lib/paginacao';
import { NOMES_PERFIS } from '../../../lib/perfis';
import { useUsuarios, type PaginaUsuarios } from '../api/get-usuarios';
import { regrasEdicaoUsuario } from '../utils/regrasEdicaoUsuario';
import { AcoesDeAcesso } from './AcoesDeAcesso';
import { ConvidarUsuarioModal } from './ConvidarUsuarioModal';
import { EditarUsuarioModal } from './EditarUsuarioModal';
import { TituloPagina } from '../../../components/TituloPagina';

/** /admin/usuarios: the tenant's users, paged on the server. */
export function UsuariosPage() {
  const { usuario: ator } = useSessaoAtual();
  const [pagina, setPagina] = useState<PaginaUsuarios>(() => ({
    pagina: 1,
    tamanhoPagina: tamanhoPaginaPadrao(window.innerHeight),
  }));
  const [emEdicao, setEmEdicao] = useState<UsuarioAdministrado | null>(null);
  const [convidando, setConvidando] = useState(false);
  const usuarios = useUsuarios(pagina);
  useTituloDocumento('Usuários');

  const handleMudarPagina = (numero: number, tamanho: number) =>
    setPagina((atual) => ({ pagina: tamanho === atual.tamanhoPagina ? numero : 1, tamanhoPagina: tamanho }));
  const handleFecharEdicao = () => setEmEdicao(null);
  const handleFecharConvite = () => setConvidando(false);

  const colunas: TableProps<UsuarioAdministrado>['columns'] = [
    {
      key: 'nome',
      title: 'Nome',
      render: (_valor, usuario) => (
        <Flex align="center" gap={12}>
          <AvatarUsuario nome={usuario.nome} iniciais={usuario.iniciais} cor={usuario.cor} />
          <Typography.Text>{usuario.nome}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'email', title: 'E-mail', dataIndex: 'email', responsive: ['md'] },
    {
      key: 'perfil',
      title: 'Perfil',
      dataIndex: 'perfilUsuario',
      render: (perfil: UsuarioAdministrado['perfilUsuario']) => NOMES_PERFIS[perfil],
      responsive: ['sm'],
    },
    {
      key: 'ativo',
      title: 'Ativo',
      render: (_valor, usuario) =>
        usuario.convitePendente ? (
          <Tag color="warning">Convite pendente</Tag>
        ) : usuario.ativo === 'S' ? (
          <Tag color="success">Sim</Tag>
        ) : (
          <Tag color="default">Não</Tag>
        ),
    },
    {
      key: 'acoes',
      title: <span className="sr-only">Ações</span>,
      align: 'right',
      render: (_valor, usuario) => {
        const regras = regrasEdicaoUsuario(ator, usuario);
        const { podeEditar } = regras;
        const botao = (
          <Button
            type="text"
            icon={<EditOutlined />}
            disabled={!podeEditar}
            onClick={() => setEmEdicao(usuario)}
            aria-label={`Editar ${usuario.nome}`}
          />
        );
        return (
          <Flex justify="end" gap={4}>
            <AcoesDeAcesso ator={ator} usuario={usuario} regras={regras} />
            {podeEditar ? (
              <Tooltip title="Editar">{botao}</Tooltip>
            ) : (
              <Tooltip title="Somente administradores do sistema editam esta conta">
                <span>{botao}</span>
              </Tooltip>
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <TituloPagina style={{ margin: 0 }}>Usuários</TituloPagina>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setConvidando(true)}>
          Convidar pessoa
        </Button>
      </Flex>
      <Card styles={{ body: { padding: 0 } }}>
        <Table<UsuarioAdministrado>
          rowKey="id"
          columns={colunas}
          dataSource={usuarios.data?.listaUsuarios}
          loading={usuarios.isFetching}
          locale={{
            emptyText: usuarios.isError ? 'Não foi possível carregar os usuários' : 'Nenhum usuário encontrado',
          }}
          pagination={{
            current: pagina.pagina,
            pageSize: pagina.tamanhoPagina,
            total: usuarios.data?.total ?? 0,
            pageSizeOptions: TAMANHOS_PAGINA.map(String),
            showSizeChanger: true,
            showTotal: (total) => `${total} ${total === 1 ? 'usuário' : 'usuários'}`,
            onChange: handleMudarPagina,
            style: { paddingInline: 16 },
          }}
        />
      </Card>
      {emEdicao && <EditarUsuarioModal ator={ator} alvo={emEdicao} onFechar={handleFecharEdicao} />}
      {convidando && <ConvidarUsuarioModal ator={ator} onFechar={handleFecharConvite} />}
    </>
  );
}
